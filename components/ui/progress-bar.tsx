// An upload's progress (0 to 1), labelled for assistive technology.
import styles from './progress-bar.module.css'

export function ProgressBar({ value, label = 'Uploading' }: { value: number; label?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.text}>
        {label}… {percent}%
      </span>
    </div>
  )
}
