import { useMemo } from 'react';
import * as ReactApexCharts from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';

type ChartComponent = typeof ReactApexCharts.default;
/**
 * react-apexcharts 1.7.0 is CommonJS with `exports.default`: depending on the bundler's interop the component
 * arrives as the default export or as that export's `default`.
 */
const Chart: ChartComponent =
  (ReactApexCharts.default as unknown as { default?: ChartComponent }).default ?? ReactApexCharts.default;

/** The design's primary colour, read from the page's tokens (ApexCharts writes colours into SVG attributes). */
function primaryColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
  return value || '#17697f';
}

/**
 * "Number of Sessions" drawn by ApexCharts 4.7.0 (ADR 0005): a bar a day of the month, no toolbar, no animation
 * (the page may be printed at once). Loaded lazily in the browser only (sessions-chart.tsx); the figure around it
 * names it and gives screen readers the counts as a table.
 */
export default function ApexSessionsChart({ sessionsByDay }: { sessionsByDay: number[] }) {
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        id: 'number-of-sessions',
        fontFamily: 'inherit',
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        parentHeightOffset: 0,
      },
      colors: [primaryColour()],
      dataLabels: { enabled: false },
      plotOptions: { bar: { columnWidth: '60%', borderRadius: 2 } },
      xaxis: {
        categories: sessionsByDay.map((_count, index) => String(index + 1)),
        title: { text: 'Day of the month' },
        tooltip: { enabled: false },
      },
      yaxis: {
        title: { text: 'Number of Sessions' },
        min: 0,
        forceNiceScale: true,
        decimalsInFloat: 0,
      },
      tooltip: { y: { formatter: (value: number) => `${value} ${value === 1 ? 'session' : 'sessions'}` } },
      states: { active: { filter: { type: 'none' } } },
    }),
    [sessionsByDay],
  );
  const series = useMemo(() => [{ name: 'Number of Sessions', data: sessionsByDay }], [sessionsByDay]);
  return <Chart type="bar" height={220} options={options} series={series} />;
}
