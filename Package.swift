// swift-tools-version: 6.0
import PackageDescription

/// Every folder under `Examples/` is a runnable example: an executable target of the same name. The test target
/// depends on them so that `swift test` builds them and a test can run each one and check its output.
///
/// Listed by name rather than read from the directory: SwiftPM caches an evaluated manifest by its text, so a listing
/// would miss an example added later in every checkout whose cache has the old one. `ExamplesTests` checks that the
/// list and the folders agree.
let examples = [
    "ClassHierarchyExample",
    "DepartmentExample",
    "DriftMonitorExample",
    "EditProfileExample",
    "FlatRowsExample",
    "KebabAndSnakeCaseExample",
    "LegacyGatewayExample",
    "PolymorphicArrayExample",
    "ReflectionExample",
    "SaveAndLoadExample",
    "SendBackExample",
    "SendingOrdersBackExample",
    "SuggestHintsExample",
    "TimeSeriesExample",
    "TwoBackendsExample",
]

/// What an example imports beyond `ModelMapper`: a development tool stays out of the examples that do not use it.
let exampleDependencies: [String: [Target.Dependency]] = [
    "SuggestHintsExample": ["ModelMapperSuggestions"]
]

let package = Package(
    name: "ModelMapper",
    // The minimum of the peers and of Swift concurrency's back-deployment (README, Installation). Every API the
    // library calls exists there or sits behind `#available` with a fallback; `.ci/availability-audit.sh` checks it.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    // What an app ships is `ModelMapper`; the other two are for the targets a developer runs while writing hints:
    // tests (`ModelMapperTesting`) and tools (`ModelMapperSuggestions`). Docs/Design.md#what-an-app-ships
    products: [
        .library(name: "ModelMapper", targets: ["ModelMapper"]),
        .library(name: "ModelMapperTesting", targets: ["ModelMapperTesting"]),
        .library(name: "ModelMapperSuggestions", targets: ["ModelMapperSuggestions"]),
    ],
    targets: [
        .target(
            name: "ModelMapper",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .target(
            name: "ModelMapperTesting",
            dependencies: ["ModelMapper"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .target(
            name: "ModelMapperSuggestions",
            dependencies: ["ModelMapper"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // The reference recipes' models, shared by the tests and the fuzz target (`.ci/fuzz.sh`).
        .target(name: "ModelMapperRecipeModels", path: "Tests/RecipeModels"),
        .testTarget(
            name: "ModelMapperTests",
            // The examples are command-line programs, built and run by the tests on macOS and Linux only.
            dependencies: ["ModelMapper", "ModelMapperTesting", "ModelMapperSuggestions", "ModelMapperRecipeModels"]
                + examples.map { .target(name: $0, condition: .when(platforms: [.macOS, .linux])) },
            resources: [.copy("Fixtures")]
        ),
    ]
        + examples.map {
            .executableTarget(
                name: $0, dependencies: ["ModelMapper"] + exampleDependencies[$0, default: []], path: "Examples/\($0)")
        },
    swiftLanguageModes: [.v6]
)
