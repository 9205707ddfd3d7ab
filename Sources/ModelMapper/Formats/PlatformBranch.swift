/// Which side of an availability check runs: the API of the newest platforms, or the fallback that gives the same
/// result where that API is missing (`Docs/Design.md#apple-platforms`).
///
/// Library code always takes ``newest``, which on Linux and on new enough Apple platforms is the API itself; tests
/// pass ``fallback`` to run, on Linux, the code older Apple platforms run, and compare the two.
enum PlatformBranch {
    /// The newer API where the platform has it, else the fallback.
    case newest
    /// The fallback, whatever the platform.
    case fallback
}
