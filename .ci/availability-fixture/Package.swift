// swift-tools-version: 6.0
import PackageDescription

/// The package `.ci/availability-audit-test.sh` audits: the audit must report exactly the lines of
/// `Sources/AvailabilityFixture/Planted.swift` that end with `// expected finding`, and exit non-zero.
let package = Package(
    name: "AvailabilityFixture",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [.library(name: "AvailabilityFixture", targets: ["AvailabilityFixture"])],
    targets: [.target(name: "AvailabilityFixture")]
)
