import { PageHeader, Rich, Section } from '../content/templates';
import type { RichText } from '../content/types';
import { sectionHeading, sectionId, type LegalBlock, type LegalDocument } from './types';
import './legal.css';

/** Id of the table of contents, the target of "Back to contents". */
const TOC_ID = 'contents';

function isList(block: LegalBlock): block is { list: RichText[] } {
  return typeof block === 'object' && 'list' in block;
}

function Block({ block }: { block: LegalBlock }) {
  if (isList(block)) {
    return (
      <ul className="legal__list">
        {block.list.map((item, i) => (
          <li key={i}>
            <Rich text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className="legal__text">
      <Rich text={block} />
    </p>
  );
}

/** A legal document: h1 with its update date, a table of contents, one anchored h2 section per heading. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHeader content={doc.header}>
        <p className="legal__updated">
          Last updated <time dateTime={doc.updated.iso}>{doc.updated.label}</time>
        </p>
      </PageHeader>
      <div className="content-page legal">
        <nav className="legal__toc" id={TOC_ID} aria-labelledby="legal-toc-title">
          <p className="legal__toc-title" id="legal-toc-title">
            On this page
          </p>
          <ul>
            {doc.sections.map((s) => (
              <li key={sectionId(s)}>
                <a href={`#${sectionId(s)}`}>{sectionHeading(s)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {doc.sections.map((s) => (
          <Section key={sectionId(s)} id={sectionId(s)} title={sectionHeading(s)} className="legal__section">
            {s.blocks.map((b, i) => (
              <Block key={i} block={b} />
            ))}
          </Section>
        ))}
        <p className="legal__back">
          <a className="back-to-top" href={`#${TOC_ID}`}>
            Back to contents
          </a>
        </p>
      </div>
    </>
  );
}
