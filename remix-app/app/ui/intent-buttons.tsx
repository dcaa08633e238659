import { Button } from '#app/ui/button.tsx';

/** One submit button of a form: the pressed one sends its `intent` (e.g. Approve, Decline). */
export type IntentButton = {
  label: string;
  intent: string;
  variant?: 'primary' | 'secondary';
  /** The button's name for assistive technology when its label alone is ambiguous ('Approve Intake'). */
  accessibleLabel?: string;
};

/**
 * The small submit buttons of one POST form, each posting `intent` with its value: the pressed one's is sent,
 * so they work without JavaScript. The form around them is the caller's (its action and hidden fields).
 */
export function IntentButtons({ buttons }: { buttons: IntentButton[] }) {
  return (
    <>
      {buttons.map((button) => (
        <Button
          key={button.intent}
          type="submit"
          name="intent"
          value={button.intent}
          size="sm"
          variant={button.variant ?? 'primary'}
          aria-label={button.accessibleLabel}
        >
          {button.label}
        </Button>
      ))}
    </>
  );
}
