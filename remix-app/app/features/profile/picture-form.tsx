import { Form, useSubmit } from '@remix-run/react';
import { IMAGE_MESSAGES } from '@tele/contract/messages';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import { Alert } from '#app/ui/alert.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { fieldClasses } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { Icon } from '#app/ui/icon.tsx';
import type { IconName } from '#app/ui/icon.tsx';
import { useHydrated } from '#app/utils/use-hydrated.ts';
import {
  checkPictureFile,
  CROP_KEYS,
  cropFrame,
  cropStep,
  initialCrop,
  PICTURE_ACCEPT,
  PICTURE_SIZES,
  sourceSquare,
  type Crop,
  type CropMove,
  type ImageSize,
  type PictureKind,
} from '#app/features/profile/crop.ts';
import styles from '#app/features/profile/picture-form.module.css';

const LABELS: Record<PictureKind, { title: string; noun: string; description: string }> = {
  photo: {
    title: 'Photo',
    noun: 'photo',
    description: 'Shown beside your name in the menu, on the team list and in your directory listing.',
  },
  background: {
    title: 'Background Image',
    noun: 'background image',
    description: 'The banner of your profile.',
  },
};

const CONTROLS: Array<{ move: CropMove; label: string; icon: IconName }> = [
  { move: 'left', label: 'Move left', icon: 'chevronLeft' },
  { move: 'right', label: 'Move right', icon: 'chevronRight' },
  { move: 'up', label: 'Move up', icon: 'arrowUp' },
  { move: 'down', label: 'Move down', icon: 'arrowDown' },
  { move: 'zoomIn', label: 'Zoom in', icon: 'plus' },
  { move: 'zoomOut', label: 'Zoom out', icon: 'minus' },
];

type PictureFormProps = {
  kind: PictureKind;
  /** The picture now (a display path), or null. */
  current: string | null;
  /** The person's name: initials stand in for a missing photo. */
  name: string;
  /** The API's refusal of the last upload of this picture. */
  error?: string | null;
  isSubmitting?: boolean;
  action?: string;
};

type Chosen = { url: string; image: ImageSize; element: HTMLImageElement };

/**
 * A photo or background upload with a square crop in the browser (spec part 2: png or jpeg, 2 MB, cropped square
 * to 120 px for the photo and 150 px for the background). The crop works by keyboard (arrows move it, + and -
 * zoom, 0 starts again) and by its buttons. Without JavaScript the chosen file is sent as it is and kept whole.
 */
export function PictureForm({ kind, current, name, error, isSubmitting = false, action }: PictureFormProps) {
  const labels = LABELS[kind];
  const size = PICTURE_SIZES[kind];
  const isHydrated = useHydrated();
  const submit = useSubmit();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const helpId = `${inputId}-help`;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);

  // The object URL of a chosen file is released when another is chosen or the form goes away.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  // The preview is the square the crop takes, drawn at the size it will be kept.
  useEffect(() => {
    const canvas = previewRef.current;
    if (!canvas || !chosen || !crop) return;
    drawSquare(canvas, chosen, crop, size);
  }, [chosen, crop, size]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChosen(null);
    setCrop(null);
    if (!file) return;
    const refused = checkPictureFile(file);
    setProblem(refused);
    if (refused) {
      event.target.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => {
      const image = { width: element.naturalWidth, height: element.naturalHeight };
      setChosen({ url, image, element });
      setCrop(initialCrop(image));
    };
    element.onerror = () => {
      URL.revokeObjectURL(url);
      setProblem('This file could not be read as a picture. Please choose another one.');
      event.target.value = '';
    };
    element.src = url;
  }

  function move(step: CropMove) {
    if (!chosen || !crop) return;
    setCrop(cropStep(chosen.image, crop, step));
  }

  function onCropKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = CROP_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    move(step);
  }

  // With the crop ready, the square (not the whole file) is what is sent.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen || !crop) {
      setProblem(problem ?? IMAGE_MESSAGES.noFile);
      return;
    }
    const form = event.currentTarget;
    const canvas = document.createElement('canvas');
    drawSquare(canvas, chosen, crop, size);
    canvas.toBlob((blob) => {
      if (!blob) {
        setProblem('This picture could not be cropped. Please choose another one.');
        return;
      }
      const data = new FormData(form);
      data.set('picture', new File([blob], `${kind}.png`, { type: 'image/png' }));
      submit(data, { method: 'post', encType: 'multipart/form-data', action, preventScrollReset: true });
    }, 'image/png');
  }

  const frame = chosen && crop ? cropFrame(chosen.image, crop) : null;
  const shownError = problem ?? error ?? null;

  return (
    <Card as="section" variant="settings" aria-labelledby={`${inputId}-title`}>
      <h2 className={cardClasses.title} id={`${inputId}-title`}>
        {labels.title}
      </h2>
      <p className={cardClasses.description}>{labels.description}</p>
      <div className={styles.current}>
        {current ? (
          <img
            className={kind === 'photo' ? styles.currentPhoto : styles.currentBackground}
            src={current}
            alt={`Your current ${labels.noun}`}
          />
        ) : kind === 'photo' ? (
          <Avatar name={name} size="lg" />
        ) : (
          <p className={styles.none}>No {labels.noun} yet.</p>
        )}
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        action={action}
        className={formClasses.stack}
        onSubmit={onSubmit}
        preventScrollReset
      >
        <input type="hidden" name="intent" value="picture" />
        <input type="hidden" name="kind" value={kind} />
        {shownError ? <Alert tone="error">{shownError}</Alert> : null}
        <div className={fieldClasses.field}>
          <label className={fieldClasses.label} htmlFor={inputId}>
            Choose a {labels.noun}
          </label>
          <input
            id={inputId}
            className={styles.file}
            type="file"
            name="picture"
            accept={PICTURE_ACCEPT}
            onChange={onChoose}
            aria-describedby={hintId}
          />
          <p className={styles.hint} id={hintId}>
            A .png, .jpeg or .jpg file of 2 MB at most.{' '}
            {isHydrated
              ? `You then choose the square to keep; it is saved at ${size} × ${size} pixels.`
              : 'It is kept as it is.'}
          </p>
        </div>
        {chosen && crop && frame ? (
          <div className={styles.cropper}>
            <p id={helpId} className={styles.hint}>
              Choose the square to keep: the arrow keys move it, + and − zoom, 0 starts again. The buttons do
              the same.
            </p>
            <div className={styles.cropArea}>
              {/* The crop area is a keyboard control of its own (arrows move the square, + and - zoom), which
                  the lint's list of interactive roles does not know: an application region in ARIA terms. */}
              {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
              <div
                className={styles.stage}
                tabIndex={0}
                role="application"
                aria-roledescription="crop area"
                aria-label={`Crop of the new ${labels.noun}`}
                aria-describedby={helpId}
                onKeyDown={onCropKey}
              >
                <img className={styles.source} src={chosen.url} alt="" />
                <div
                  className={styles.frame}
                  style={{
                    left: `${frame.left}%`,
                    top: `${frame.top}%`,
                    width: `${frame.width}%`,
                    height: `${frame.height}%`,
                  }}
                  aria-hidden="true"
                />
              </div>
              {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
              <figure className={styles.preview}>
                <canvas
                  ref={previewRef}
                  width={size}
                  height={size}
                  role="img"
                  aria-label={`Preview of the new ${labels.noun}, ${size} by ${size} pixels`}
                />
                <figcaption>Preview</figcaption>
              </figure>
            </div>
            <div className={styles.controls} role="group" aria-label="Crop controls">
              {CONTROLS.map((control) => (
                <Button
                  key={control.move}
                  variant="secondary"
                  size="sm"
                  icon={<Icon name={control.icon} size={16} />}
                  onClick={() => move(control.move)}
                >
                  {control.label}
                </Button>
              ))}
              <Button variant="ghost" size="sm" onClick={() => move('reset')}>
                Start again
              </Button>
            </div>
          </div>
        ) : null}
        <div className={formClasses.actionsStart}>
          <Button type="submit" isLoading={isSubmitting}>
            Save {labels.noun}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** Draws the crop's square of the image on a canvas of `size` × `size` pixels. */
function drawSquare(canvas: HTMLCanvasElement, chosen: Chosen, crop: Crop, size: number) {
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  const { x, y, side } = sourceSquare(chosen.image, crop);
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, size, size);
  context.drawImage(chosen.element, x, y, side, side, 0, 0, size, size);
}
