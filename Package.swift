// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ModelMapper",
    products: [
        .library(name: "ModelMapper", targets: ["ModelMapper"])
    ],
    targets: [
        .target(
            name: "ModelMapper",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "ModelMapperTests",
            dependencies: ["ModelMapper"],
            resources: [.copy("Fixtures")]
        ),
        .executableTarget(
            name: "DepartmentExample",
            dependencies: ["ModelMapper"],
            path: "Examples/DepartmentExample"
        ),
    ],
    swiftLanguageModes: [.v6]
)
