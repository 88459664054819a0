import type { BlockProblem } from './types';
import * as styles from './BlockIssue.css';

const headline: Record<BlockProblem['kind'], string> = {
  'unknown-component': 'Unknown block',
  'invalid-content': 'Invalid content in block',
  'render-error': 'Block failed to render',
};

/** What an editor sees in draft mode where a block could not be rendered. Never shown to visitors. */
export function BlockIssue({ problem }: { problem: BlockProblem }) {
  return (
    <div role="note" className={styles.issue} data-block-issue={problem.kind} data-blok-uid={problem.uid}>
      <p className={styles.title}>
        {headline[problem.kind]} “{problem.component}” ({problem.uid})
      </p>
      {problem.details.length > 0 && (
        <ul className={styles.list}>
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
