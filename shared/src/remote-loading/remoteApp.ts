/** Props the shell passes to every remote's exposed `./App`. */
export interface RemoteAppProps {
  /** The registry base path this App is mounted under, e.g. `/networks/*` or `/create_account`. */
  basePath: string;
}
