'use client'

// The introduction video with our own controls (spec: play/pause, mute, a seek slider). The
// native controls stay off so the three controls look and label the same in every browser.
import { useEffect, useRef, useState } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import { ControlIcon } from './control-icons'
import styles from './video.module.css'

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`

export function VideoPlayer({
  sources,
  poster,
  title,
  captions,
  transcript,
}: {
  sources: { src: string; type: string }[]
  poster?: string
  title: string
  /** WebVTT captions of what is said and shown (English). */
  captions: string
  /** The same in words under the player, for those who cannot or would rather not watch. */
  transcript: string
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [muted, setMuted] = useState(true)
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState(0)

  // The metadata may arrive before hydration, when onLoadedMetadata is not yet listening.
  useEffect(() => {
    const v = video.current
    if (v && v.readyState >= 1) setDuration(v.duration)
  }, [])

  const togglePlay = () => {
    const v = video.current
    if (!v) return
    if (v.paused) void v.play()
    else v.pause()
  }

  return (
    <figure className={styles.player}>
      <video
        ref={video}
        className={styles.video}
        poster={poster}
        muted={muted}
        playsInline
        preload="metadata"
        width={1280}
        height={720}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onClick={togglePlay}
      >
        {sources.map((s) => (
          <source key={s.src} src={s.src} type={s.type} />
        ))}
        <track kind="captions" src={captions} srcLang="en" label="English" default />
        <a href={sources[0]?.src}>Download the introduction video</a>
      </video>
      <div className={styles.controls}>
        <IconButton tone="onDark" label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
          <ControlIcon name={playing ? 'pause' : 'play'} size={20} />
        </IconButton>
        <IconButton tone="onDark" label={muted ? 'Unmute' : 'Mute'} onClick={() => setMuted((m) => !m)}>
          <ControlIcon name={muted ? 'mute' : 'volume'} size={20} />
        </IconButton>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={duration || 0}
          step={0.1}
          value={time}
          aria-label="Seek"
          aria-valuetext={`${clock(time)} of ${clock(duration)}`}
          onChange={(e) => {
            const v = video.current
            if (!v) return
            v.currentTime = Number(e.target.value)
            setTime(v.currentTime)
          }}
        />
        <span className={styles.time} aria-hidden="true">
          {clock(time)} / {clock(duration)}
        </span>
      </div>
      <figcaption className={styles.caption}>
        <span className="visually-hidden">{title}</span>
        <details className={styles.transcript}>
          <summary>Transcript</summary>
          <p>{transcript}</p>
        </details>
      </figcaption>
    </figure>
  )
}
