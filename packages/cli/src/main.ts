/** The `payrail` executable: runs the command line and exits with its code. */
import { run } from "./cli"

void run(process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
