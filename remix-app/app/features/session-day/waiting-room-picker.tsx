import type { KeyboardEvent } from 'react';
import { Form, Link, useNavigate, useSearchParams } from '@remix-run/react';
import { BrandMark } from '#app/ui/brand-mark.tsx';
import { WaitingMusic } from '#app/features/session-day/waiting-music.tsx';
import { waitingMessage } from '#app/features/session-day/waiting-room.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClasses, ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import {
  cycleWaitingChoice,
  readWaitingChoice,
  WAITING_ROOM_CHOICES,
  waitingPictureSrc,
} from '#app/features/session-day/waiting-choices.ts';
import type { WaitingRoomChoice } from '#app/features/session-day/waiting-choices.ts';
import roomStyles from '#app/features/session-day/waiting-room.module.css';
import styles from '#app/features/session-day/waiting-room-picker.module.css';
import { cx } from '#app/utils/cx.ts';

type WaitingRoomPickerProps = {
  productName: string;
  providerName: string;
  /** What is saved (get-background-user): shown until the person picks something else. */
  saved: WaitingRoomChoice;
  cancelHref: string;
  isSaving?: boolean;
  error?: string | null;
};

/** `?picture=&music=`: the choice lives in the URL, so the arrows are links that work without JavaScript. */
function readChoice(params: URLSearchParams, saved: WaitingRoomChoice): WaitingRoomChoice {
  return {
    picture: readWaitingChoice(params.get('picture'), saved.picture),
    music: readWaitingChoice(params.get('music'), saved.music),
  };
}

function searchFor(choice: WaitingRoomChoice): string {
  return `?picture=${choice.picture}&music=${choice.music}`;
}

/**
 * The waiting-room customisation: a simulated waiting room (the picture full-bleed, the music playing) with
 * arrows for the picture and the music that wrap around (5 → 1, 1 → 5). Left and Right arrow keys also step
 * while focus is on a chooser. Save stores both; Cancel leaves without saving.
 */
export function WaitingRoomPicker({
  productName,
  providerName,
  saved,
  cancelHref,
  isSaving = false,
  error,
}: WaitingRoomPickerProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choice = readChoice(params, saved);

  function step(kind: keyof WaitingRoomChoice, by: 1 | -1): WaitingRoomChoice {
    return { ...choice, [kind]: cycleWaitingChoice(choice[kind], by) };
  }

  function onChooserKeyDown(kind: keyof WaitingRoomChoice) {
    return (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      navigate(
        { search: searchFor(step(kind, event.key === 'ArrowRight' ? 1 : -1)) },
        {
          replace: true,
          preventScrollReset: true,
        },
      );
    };
  }

  const choosers: Array<{ kind: keyof WaitingRoomChoice; label: string; noun: string }> = [
    { kind: 'picture', label: 'Picture', noun: 'picture' },
    { kind: 'music', label: 'Music', noun: 'music' },
  ];

  return (
    <div className={roomStyles.room} data-picture={choice.picture}>
      <img
        className={roomStyles.picture}
        src={waitingPictureSrc(choice.picture)}
        alt={`Waiting room scene ${choice.picture} of ${WAITING_ROOM_CHOICES}`}
      />
      <header className={roomStyles.header}>
        <BrandMark productName={productName} />
        <WaitingMusic music={choice.music} />
      </header>
      <main id="main" className={cx(roomStyles.main, roomStyles.mainSplit)}>
        <section className={roomStyles.card} aria-labelledby="waiting-picker-title">
          <p className={roomStyles.eyebrow}>Settings</p>
          <h1 className={roomStyles.title} id="waiting-picker-title">
            Waiting Room
          </h1>
          <p className={styles.intro}>
            Choose the picture and the music your clients see and hear while they wait for you.
          </p>
          {choosers.map(({ kind, label, noun }) => {
            const statusId = `waiting-${kind}-status`;
            return (
              // The group handles Left / Right for the links inside it; the links themselves are the controls.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
              <div
                key={kind}
                className={styles.chooser}
                role="group"
                aria-labelledby={`waiting-${kind}-label ${statusId}`}
                onKeyDown={onChooserKeyDown(kind)}
              >
                <span className={styles.label} id={`waiting-${kind}-label`}>
                  <Icon name={kind === 'picture' ? 'image' : 'music'} size={18} />
                  {label}
                </span>
                <Link
                  className={buttonClasses.iconButtonOutlined}
                  to={{ search: searchFor(step(kind, -1)) }}
                  replace
                  preventScrollReset
                  aria-label={`Previous ${noun}`}
                >
                  <Icon name="chevronLeft" />
                </Link>
                <output className={styles.value} id={statusId} aria-live="polite">
                  {choice[kind]} of {WAITING_ROOM_CHOICES}
                </output>
                <Link
                  className={buttonClasses.iconButtonOutlined}
                  to={{ search: searchFor(step(kind, 1)) }}
                  replace
                  preventScrollReset
                  aria-label={`Next ${noun}`}
                >
                  <Icon name="chevronRight" />
                </Link>
              </div>
            );
          })}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Form method="post" className={formClasses.actions}>
            <input type="hidden" name="picture" value={choice.picture} />
            <input type="hidden" name="music" value={choice.music} />
            <ButtonLink to={cancelHref} variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" isLoading={isSaving}>
              Save
            </Button>
          </Form>
        </section>
        <section className={cx(roomStyles.card, styles.sample)} aria-label="What your clients see">
          <p className={roomStyles.eyebrow}>What your clients see</p>
          <p className={roomStyles.message}>
            <span className={roomStyles.pulse} aria-hidden="true" />
            {waitingMessage(providerName)}
          </p>
        </section>
      </main>
    </div>
  );
}
