// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ModelMapperBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ModelMapper", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The least any `Decoder` does (Floor/MinDecoder.swift), in a module of its own as a decoding library is.
        .target(
            name: "MinDecoder",
            path: "Floor",
            exclude: ["main.swift"],
            sources: ["MinDecoder.swift"]
        ),
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "ModelMapper", package: "ModelMapper"), "MinDecoder"]
        ),
        .executableTarget(
            name: "compare",
            dependencies: ["BenchmarkSupport"]
        ),
        .executableTarget(
            name: "ModelMapperBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/ModelMapperBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
