import { useCallback, useEffect, useState } from 'react';
import type { PlayerListResponse, SizeChart } from '@teamwear/shared/contracts';
import { accountEarlyAnswers, firstAnswerOf } from '../../api/early-answers';
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

interface Settled<T> {
  data: T | null;
  failed: boolean;
  /** Which request settled it: a newer one under way means loading. */
  request: string;
}

const SIZE_CHART = 'players/size-chart';
const rosterPage = (query: string) => `players?${query}`;

/** Asks for what the roster page opens with (the sizes and the page of the address's view)
 *  before the page is drawn: its link in the menu is pointed at. */
export function askForRosterEarly(search: string): void {
  const query = playerListQuery(viewFromParams(new URLSearchParams(search)));
  accountEarlyAnswers.askEarly(SIZE_CHART, () => fetchSizeChart());
  accountEarlyAnswers.askEarly(rosterPage(query), () => fetchPlayers(query));
}

/** The shop's size chart and the page of the roster a view asks for, from the API (the first
 *  time, the answers asked early when there are). */
export function useRoster(view: PlayerListView): Roster {
  const query = playerListQuery(view);
  const [attempt, setAttempt] = useState(0);
  const [chart, setChart] = useState<Settled<SizeChart>>({ data: null, failed: false, request: '' });
  const [list, setList] = useState<Settled<PlayerListResponse>>({ data: null, failed: false, request: '' });
  const listRequest = `${query}#${attempt}`;
  const chartNeeded = chart.data === null;

  useEffect(() => {
    if (!chartNeeded) return;
    const controller = new AbortController();
    const request = String(attempt);
    const ask = () => fetchSizeChart(controller.signal);
    void firstAnswerOf(attempt, SIZE_CHART, ask).then((result) => {
      if (controller.signal.aborted) return;
      setChart({ data: result.ok ? result.data : null, failed: !result.ok, request });
    });
    return () => controller.abort();
  }, [attempt, chartNeeded]);

  useEffect(() => {
    const controller = new AbortController();
    const ask = () => fetchPlayers(query, controller.signal);
    void firstAnswerOf(attempt, rosterPage(query), ask).then((result) => {
      if (controller.signal.aborted) return;
      // A failed reload keeps the rows on screen; the failure is shown above them.
      setList((previous) => ({ data: result.ok ? result.data : previous.data, failed: !result.ok, request: listRequest }));
    });
    return () => controller.abort();
  }, [query, listRequest, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const chartLoading = chart.data === null && chart.request !== String(attempt);
  return {
    chart: chart.data,
    list: list.data,
    loading: list.request !== listRequest || chartLoading,
    failed: (list.failed && list.request === listRequest) || (chart.failed && !chartLoading),
    reload,
  };
}
