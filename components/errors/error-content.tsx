import styles from './error-content.module.css';

interface Props {
  /** Shown above the title, e.g. "Error 500"; omitted for a plain 404. */
  status?: string;
  title: string;
  message: string;
  /** Buttons and links: retry, go home, search… */
  children?: React.ReactNode;
}

/** The one layout of every error and not-found page, server or client. */
export function ErrorContent({ status, title, message, children }: Props) {
  return (
    <main id="main" className={`container ${styles.page}`}>
      {status ? <p className={styles.status}>{status}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </main>
  );
}
