import styles from './booking.module.css';

/** A problem with one part of the panel, announced at once and shown where it is put right. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
