/**
 * The settings as a message names them, where the cells and the pane's errors name them alike: the cells'
 * sentences (cells.ts) and the pane's errors (errors.settings.names) add those each names its own way.
 */
export const settingNames = {
  connection: 'connection',
  apiKey: 'API key',
  serviceUrl: 'service URL',
  relayToken: 'relay token',
  lang: 'language',
  ratePerSecond: 'request rate',
};
