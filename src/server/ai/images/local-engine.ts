// The real offline engine behind the `local` runner.
import { composeDesign, type TDesignResult } from '../../../engine';
import { renderPngAsync, renderPrintPngAsync } from '../../images/render';
import type { TLocalEngine } from './local-runner';

export const localEngine: TLocalEngine<TDesignResult> = {
  compose: composeDesign,
  renderPng: renderPngAsync,
  renderPrintPng: renderPrintPngAsync,
};
