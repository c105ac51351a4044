import { useCallback } from 'react';
import type { PlayerListResponse, SizeChart } from '@teamwear/shared/contracts';
import { accountAnswers } from '../../server-data/answers-cache';
import { useServerData } from '../../server-data/use-server-data';
import { fetchPlayers, fetchSizeChart } from '../api/player-api';
import { playerListQuery, viewFromParams, type PlayerListView } from './player-list-view';

export interface Roster {
  /** The shop's sizes and number range, once loaded. */
  chart: SizeChart | null;
  /** The last page of the roster that arrived (kept on screen while the next one loads). */
  list: PlayerListResponse | null;
  /** A request for the current view is under way. */
  loading: boolean;
  /** The last request for the sizes or for the current view failed. */
  failed: boolean;
  /** Asks again: after a failure, or after a change to the roster. */
  reload: () => void;
}

const SIZE_CHART = 'players/size-chart';
const rosterPage = (query: string) => `players?${query}`;

/** Asks for what the roster page opens with (the sizes and the page of the address's view)
 *  before the page is drawn: its link in the menu is pointed at. */
export function askForRosterEarly(search: string): void {
  const query = playerListQuery(viewFromParams(new URLSearchParams(search)));
  accountAnswers.prefetch(SIZE_CHART, () => fetchSizeChart());
  accountAnswers.prefetch(rosterPage(query), () => fetchPlayers(query));
}

/** The shop's size chart and the page of the roster a view asks for, from the API (the first
 *  time, the answers asked early when there are). */
export function useRoster(view: PlayerListView): Roster {
  const query = playerListQuery(view);
  const chart = useServerData({ key: SIZE_CHART, load: (signal) => fetchSizeChart(signal) });
  const list = useServerData({ key: rosterPage(query), load: (signal) => fetchPlayers(query, signal) });
  const { reload: reloadList } = list;
  const { reload: reloadChart } = chart;
  const chartFailed = chart.kind === 'failed';
  // The sizes are asked again only when they could not be read: a roster's edit does not change them.
  const reload = useCallback(() => {
    reloadList();
    if (chartFailed) reloadChart();
  }, [reloadList, reloadChart, chartFailed]);
  return {
    chart: chart.kind === 'ready' ? chart.data : null,
    // A failed reload keeps the rows on screen; the failure is shown above them.
    list: list.kind === 'loading' ? null : list.data,
    loading: list.kind === 'loading' || (list.kind === 'ready' && list.refreshing) || chart.kind === 'loading',
    failed: list.kind === 'failed' || chartFailed,
    reload,
  };
}
