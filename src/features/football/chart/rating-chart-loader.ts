// The player's rating chart's code, fetched only for a player's screen: the route's loader starts
// it beside the history (football-loader.ts) and the screen reads the same loader, so once the
// download is in, the screen that draws the history draws the chart with it, in the same pass.
import { moduleLoader } from '../../../lib/module-loader.ts';

export const ratingChart = moduleLoader(() => import('./rating-chart.tsx'));
