import { describe, expect, test } from 'vitest';
import {
  cycleWaitingChoice,
  readWaitingChoice,
  waitingMusicSrc,
  waitingPictureSrc,
} from '#app/features/session-day/waiting-choices.ts';

describe('cycleWaitingChoice', () => {
  test('steps through 1 to 5 and wraps at both ends', () => {
    expect(cycleWaitingChoice(3, 1)).toBe(4);
    expect(cycleWaitingChoice(5, 1)).toBe(1);
    expect(cycleWaitingChoice(1, -1)).toBe(5);
    expect(cycleWaitingChoice(2, -1)).toBe(1);
  });

  test('five steps forward come back to the start', () => {
    let choice = 2;
    for (let step = 0; step < 5; step += 1) choice = cycleWaitingChoice(choice, 1);
    expect(choice).toBe(2);
  });
});

test('readWaitingChoice accepts 1 to 5 as numbers or strings, else the default 3', () => {
  expect(readWaitingChoice('1')).toBe(1);
  expect(readWaitingChoice(5)).toBe(5);
  for (const value of ['0', '6', '2.5', '', null, undefined, 'three', ' 4 ']) {
    expect(readWaitingChoice(value)).toBe(value === ' 4 ' ? 4 : 3);
  }
  expect(readWaitingChoice('9', 2)).toBe(2);
});

test('assets are served from /waiting/', () => {
  expect(waitingPictureSrc(4)).toBe('/waiting/4.png');
  expect(waitingMusicSrc(1)).toBe('/waiting/1.mp3');
  expect(waitingPictureSrc(42)).toBe('/waiting/3.png');
});
