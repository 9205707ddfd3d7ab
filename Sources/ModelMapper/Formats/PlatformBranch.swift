/// Which side of an availability check runs (`Docs/Design.md#apple-platforms`): library code takes ``newest``;
/// tests pass ``fallback`` to run on Linux the code older Apple platforms run.
enum PlatformBranch {
    case newest
    case fallback
}
