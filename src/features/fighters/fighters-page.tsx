// The Fighters screen: rankings latest or by date, filtered by class, country and name, with rank
// movement and a fighter's trajectory panel. It composes: URL state from useFightersSearch, data
// from useFighters, the controls, the context line, the panel and the body.
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { DataTableHandle } from '../../components/data-table.tsx';
import { useTypedField } from '../../components/use-typed-text.ts';
import { IncompleteNotice } from '../../components/incomplete-notice.tsx';
import { fighterKey } from './data/fighter-data.ts';
import { FighterLinks, linkSearch } from './fighter-links.ts';
import { FightersBody } from './fighters-body.tsx';
import { FightersContext } from './fighters-context.tsx';
import { FightersChips } from './controls/fighters-filters.tsx';
import { serializeFightersSearch, useFightersSearch } from './fighters-search.ts';
import { FightersTable } from './table/fighters-table.tsx';
import { FightersToolbar } from './controls/fighters-toolbar.tsx';
import { FightersViews } from './fighters-views.tsx';
import { cannotAdd, readContenders } from './head-to-head/head-to-head.ts';
import { useFighters } from './data/use-fighters.ts';
import { useFightersActions } from './use-fighters-actions.ts';
import './fighters.css';

// Not needed for the first rows: its own chunk keeps the first screen's code small.
const FighterPanel = lazy(async () => ({
  default: (await import('./panel/fighter-panel.tsx')).FighterPanel,
}));

/** `basePath` is where the Fighters routes are mounted, e.g. `/fighters`. */
export function FightersPage({ basePath }: { basePath: string }) {
  const [urlSearch, setUrlSearch] = useFightersSearch();
  // The search box's text: the rows follow each letter, the address once typing pauses.
  const [search, setQuery] = useTypedField(
    urlSearch,
    'search',
    setUrlSearch,
    serializeFightersSearch,
  );
  const data = useFighters(search);
  const location = useLocation();
  const { classCode: panelClass, name: panelName } = useParams();
  const dateSelectRef = useRef<HTMLSelectElement>(null);
  const tableRef = useRef<DataTableHandle>(null);
  // Every filter, sort and range, the search box's text as typed: what opening a fighter keeps.
  const keptSearch = linkSearch(search);
  const keptRef = useRef(keptSearch);
  useLayoutEffect(() => {
    keptRef.current = keptSearch;
  });
  const links = useMemo(() => ({ base: basePath, search: keptSearch }), [basePath, keptSearch]);
  const actions = useFightersActions(basePath, tableRef, dateSelectRef, setQuery, keptRef);
  // A fighter added from the panel: head-to-head, further down, is brought into view and said.
  const [added, setAdded] = useState<{ name: string } | null>(null);

  const selectedId = panelClass && panelName ? fighterKey(panelName, panelClass) : null;
  // Every label describes the rows on screen: while another class loads, the one still shown.
  const classText = data.nameOf(data.shown.weightClass);
  // A shared link names the date even when the screen shows "the newest", so it keeps meaning that
  // day.
  const shareSearch = serializeFightersSearch({ ...search, date: data.date });
  const shareHref = `${window.location.origin}${location.pathname}${shareSearch}`;

  return (
    <FighterLinks value={links}>
      <section aria-labelledby="page-title" className="page fighters">
        <h1 id="page-title">Fighters</h1>
        <FightersToolbar
          search={search}
          data={data}
          actions={actions}
          dateSelectRef={dateSelectRef}
        />
        <FightersContext search={search} data={data} classText={classText} />
        <FightersChips search={search} data={data} actions={actions} />
        {panelClass && panelName ? (
          <Suspense fallback={<p role="status">Loading the fighter…</p>}>
            <FighterPanel
              key={selectedId}
              conn={data.conn}
              mode={search.mode}
              date={data.date}
              dates={data.dates}
              classCode={panelClass}
              name={panelName}
              span={search.span}
              onSpanChange={actions.setSpan}
              onClose={actions.closeFighter}
              hidden={data.hidden}
              onCompare={() => {
                actions.compare({ classCode: panelClass, name: panelName });
                setAdded({ name: panelName });
              }}
              compareRefusal={cannotAdd(readContenders(search.h2h), {
                classCode: panelClass,
                name: panelName,
              })}
            />
          </Suspense>
        ) : null}
        <IncompleteNotice result={data.result.data} />
        <FightersViews
          search={search}
          data={data}
          actions={actions}
          classText={classText}
          added={added}
        />
        <FightersBody
          search={search}
          data={data}
          actions={actions}
          classText={classText}
          table={
            <FightersTable
              search={search}
              data={data}
              actions={actions}
              classText={classText}
              selectedId={selectedId}
              shareHref={shareHref}
              tableRef={tableRef}
            />
          }
        />
      </section>
    </FighterLinks>
  );
}
