// A time-series API: the bars come as one object keyed by timestamp, under a key whose name changes with the
// interval asked for ("Time Series (5min)", "Time Series (Daily)"), and every number is a string. Dynamic-key hints
// read that object as an ordered array of `Bar`s, each with its timestamp, without a hand-written `init(from:)`.
//
//     swift run TimeSeriesExample

import Foundation
import ModelMapper

/// One bar of the series. It carries its own hints, so the series does not repeat them.
struct Bar: Decodable, HintProviding {
    var time: String
    var open: Double
    var close: Double
    var volume: Int

    static var hints: HintTree { ["open": "1. open", "close": "4. close", "volume": "5. volume"] }
}

struct Series: Decodable, HintProviding {
    var symbol: String
    var interval: String
    var bars: [Bar]

    static var hints: HintTree {
        [
            // Keys that contain ". " are read as paths here, so the dot inside them is escaped.
            "symbol": .path(#"Meta Data.2\. Symbol"#),
            "interval": .path(#"Meta Data.4\. Interval"#),
            // The one key that starts with "Time Series", read as an array: one element per entry, oldest first,
            // with the entry's key (the timestamp) written into each bar's `time`.
            "bars": Hint.keyPattern(.prefix("Time Series")).entries(keyedInto: "time", order: .ascending),
        ]
    }
}

func json(_ value: Any) -> String {
    guard
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

let intraday: [String: Any] = [
    "Meta Data": ["1. Information": "Intraday prices", "2. Symbol": "ACME", "4. Interval": "5min"],
    "Time Series (5min)": [
        "2024-05-03 15:55:00": ["1. open": "101.50", "2. high": "101.90", "4. close": "101.80", "5. volume": "730"],
        "2024-05-03 15:45:00": ["1. open": "100.90", "2. high": "101.20", "4. close": "101.10", "5. volume": "410"],
        "2024-05-03 15:50:00": ["1. open": "101.10", "2. high": "101.60", "4. close": "101.50", "5. volume": "980"],
    ],
]

let daily: [String: Any] = [
    "Meta Data": ["2. Symbol": "ACME", "4. Interval": "Daily"],
    "Time Series (Daily)": [
        "2024-05-02": ["1. open": "99.00", "4. close": "100.20", "5. volume": "51200"],
        "2024-05-03": ["1. open": "100.20", "4. close": "101.80", "5. volume": "48900"],
    ],
]

func show(_ series: Series) {
    print("\(series.symbol), \(series.interval), \(series.bars.count) bars:")
    for bar in series.bars {
        print("  \(bar.time)  open \(bar.open)  close \(bar.close)  volume \(bar.volume)")
    }
}

do {
    var decoder = DictionaryDecoder()
    decoder.coercions = .numbersFromStrings  // "101.50" → 101.5, "730" → 730

    print("The intraday response:\n\(json(intraday))\n")
    show(try decoder.decode(Series.self, from: intraday))

    print("\nThe daily response:\n\(json(daily))\n")
    show(try decoder.decode(Series.self, from: daily))

    // The mapping report lists what the decode did beyond reading matching keys: here, the strings it converted. A
    // field the backend renamed would show up as an unused hint, and a new field as an unmapped source key.
    let report = try decoder.decodeWithReport(Series.self, from: daily).report
    print("\nMapping report for the daily response:\n\(report)")
} catch {
    print("Unexpected error: \(error)")
}
