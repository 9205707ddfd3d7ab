import Foundation
import ModelMapper

/// Runs a library call that may fail only with the errors the library documents: `DecodingError`,
/// `EncodingError` or ``ModelMapperError``. Any other error stops the fuzzer. Every error's description is built,
/// since building it walks the coding path and the source path.
@discardableResult
func expectDocumented<T>(_ body: () throws -> T) -> T? {
    do {
        return try body()
    } catch let error as DecodingError {
        _ = "\(error)"
        if case .dataCorrupted(let context) = error { _ = context.codingPath.map(\.stringValue) }
    } catch let error as ModelMapperError {
        _ = error.description
    } catch let error as EncodingError {
        _ = "\(error)"
    } catch {
        fuzzFailure("undocumented error type \(type(of: error)): \(error)")
    }
    return nil
}

/// Runs a reflection and stops the fuzzer when its result is not a tree JSONSerialization accepts.
func expectValidJSON(_ body: () throws -> Any) {
    guard let tree = expectDocumented(body) else { return }
    guard JSONSerialization.isValidJSONObject([tree]) else {
        fuzzFailure("the reflected tree is not valid JSON: \(String(describing: tree).prefix(500))")
    }
}

/// Stops the run so that libFuzzer saves the input. The fuzz target is not library code: trapping is its job.
func fuzzFailure(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ModelMapper fuzz invariant broken: \(message)\n".utf8))
    abort()
}
