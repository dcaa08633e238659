import { useEffect, useRef, useState } from 'react';
import { Icon } from '#app/ui/icon.tsx';
import { waitingMusicSrc } from '#app/features/session-day/waiting-choices.ts';
import styles from '#app/features/session-day/picture-pill.module.css';

type WaitingMusicProps = {
  /** 1 to 5. */
  music: number;
  className?: string;
};

/**
 * The waiting room's music: plays on its own when the browser allows it, loops, and always has a visible
 * play / pause control (browsers block sound until the person interacts with the page). Choosing another
 * track keeps playing if music was on.
 */
export function WaitingMusic({ music, className }: WaitingMusicProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const src = waitingMusicSrc(music);

  // Try to start on arrival (and after a track change). A refusal leaves the Play button for the person.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = 0.5;
    setIsPlaying(!audio.paused);
    audio.play().catch(() => setIsPlaying(false));
  }, [src]);

  function toggle() {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) audio.play().catch(() => setIsPlaying(false));
    else audio.pause();
  }

  return (
    <div className={className}>
      {/* Ambient music without words: there is nothing to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={src}
        loop
        autoPlay
        preload="auto"
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
      />
      <button type="button" className={styles.pill} onClick={toggle}>
        {/* The visible words are the name (WCAG 2.5.3); the name says the state, so no aria-pressed. */}
        <Icon name={isPlaying ? 'pause' : 'play'} size={16} />
        <span>{isPlaying ? 'Pause the music' : 'Play the music'}</span>
      </button>
    </div>
  );
}
