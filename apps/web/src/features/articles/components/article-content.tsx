import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ArticleBlockView, ArticleInlineView } from '@ghg/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { linkTargetOf } from '../model/article-links';

/**
 * An article's content from the API's blocks. Every part is rendered as React text, never as HTML, so nothing
 * an article holds can become markup or script.
 */
export function ArticleContent({ blocks }: { blocks: ArticleBlockView[] }) {
  return (
    <div data-testid="article-content">
      {blocks.map((block, i) => {
        if (block.kind === 'heading')
          return (
            <Typography
              key={i}
              variant={block.level === 2 ? 'h5' : 'h6'}
              component={block.level === 2 ? 'h2' : 'h3'}
              sx={{ mt: 3, mb: 1 }}
            >
              <Parts parts={block.parts} />
            </Typography>
          );
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <Typography key={i} component={List} sx={{ pl: 3, my: 1.5 }}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Parts parts={item} />
                </li>
              ))}
            </Typography>
          );
        }
        return (
          <Typography key={i} sx={{ my: 1.5 }}>
            <Parts parts={block.parts} />
          </Typography>
        );
      })}
    </div>
  );
}

function Parts({ parts }: { parts: ArticleInlineView[] }) {
  return parts.map((part, i) => <Part key={i} part={part} />);
}

function Part({ part }: { part: ArticleInlineView }) {
  const localize = useLocalize();
  let node: ReactNode = part.text;
  if (part.emphasis) node = <em>{node}</em>;
  if (part.strong) node = <strong>{node}</strong>;
  if (!part.href) return node;
  const target = linkTargetOf(part.href);
  return target.kind === 'app' ? (
    <Link component={RouterLink} to={localize(target.path)}>
      {node}
    </Link>
  ) : (
    <Link href={target.href} target="_blank" rel="noopener noreferrer">
      {node}
    </Link>
  );
}
