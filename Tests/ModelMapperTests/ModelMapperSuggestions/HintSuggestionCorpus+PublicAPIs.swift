import Foundation
import ModelMapperSuggestions

@testable import ModelMapper

// The shapes public APIs send: GitHub- and Stripe-like objects, envelopes (JSend, JSON:API, OData, GraphQL, paged
// lists), a stock time series, and the shapes where a careless rule goes wrong (values of the wrong kind, affixes of
// another kind, objects other coding keys read). Every payload was written for this corpus, after the shape of its
// kind.

extension SuggestionCorpusCase {
    static let publicAPIs: [SuggestionCorpusCase] = [
        SuggestionCorpusCase(
            "GitHub repository", GitHubRepo.self,
            [
                [
                    "id": 1_296_269, "node_id": "MDEwOlJlcG9zaXRvcnkxMjk2MjY5", "name": "Hello-World",
                    "full_name": "octocat/Hello-World",
                    "owner": [
                        "login": "octocat", "id": 1, "avatar_url": "https://example.com/o.png", "site_admin": false,
                    ],
                    "private": false, "html_url": "https://github.com/octocat/Hello-World", "description": NSNull(),
                    "fork": false, "stargazers_count": 80, "watchers_count": 80, "open_issues_count": 0,
                    "topics": ["octocat", "api"],
                    "license": ["key": "mit", "name": "MIT License", "spdx_id": "MIT"],
                    "created_at": "2011-01-26T19:01:12Z", "pushed_at": "2011-01-26T19:06:43Z",
                ]
            ],
            hints: [
                "fullName": "full_name", "htmlUrl": "html_url", "isPrivate": "private",
                "license": .nested(["spdxId": "spdx_id"]), "nodeId": "node_id", "openIssuesCount": "open_issues_count",
                "owner": .nested(["avatarUrl": "avatar_url", "siteAdmin": "site_admin"]),
                "stargazersCount": "stargazers_count",
            ],
            confidences: [
                "description": .exact, "fork": .exact, "fullName": .rule(.caseConvention),
                "htmlUrl": .rule(.caseConvention), "id": .exact, "isPrivate": .rule(.prefix("is")), "license": .exact,
                "license.key": .exact, "license.name": .exact, "license.spdxId": .rule(.caseConvention),
                "name": .exact, "nodeId": .rule(.caseConvention), "openIssuesCount": .rule(.caseConvention),
                "owner": .exact, "owner.avatarUrl": .rule(.caseConvention), "owner.id": .exact, "owner.login": .exact,
                "owner.siteAdmin": .rule(.caseConvention), "stargazersCount": .rule(.caseConvention),
                "topics": .exact,
            ],
            expert: [
                "description": "description", "fork": "fork", "fullName": "full_name", "htmlUrl": "html_url",
                "id": "id", "isPrivate": "private", "license": "license", "license.key": "license.key",
                "license.name": "license.name", "license.spdxId": "license.spdx_id", "name": "name",
                "nodeId": "node_id", "openIssuesCount": "open_issues_count", "owner": "owner",
                "owner.avatarUrl": "owner.avatar_url", "owner.id": "owner.id", "owner.login": "owner.login",
                "owner.siteAdmin": "owner.site_admin", "stargazersCount": "stargazers_count", "topics": "topics",
            ]),
        SuggestionCorpusCase(
            "GitHub issue", GitHubIssue.self,
            [
                [
                    "number": 1347, "title": "Found a bug", "state": "open", "user": ["login": "octocat", "id": 1],
                    "labels": [["name": "bug", "color": "f29513"]], "assignees": [], "comments": 0,
                    "closed_at": NSNull(),
                ]
            ],
            hints: ["closedAt": "closed_at"],
            confidences: [
                "closedAt": .rule(.caseConvention), "comments": .exact, "labels": .exact, "labels[*].color": .exact,
                "labels[*].name": .exact, "number": .exact, "state": .exact, "title": .exact, "user": .exact,
                "user.login": .exact,
            ],
            expert: [
                "closedAt": "closed_at", "comments": "comments", "labels": "labels",
                "labels[*].color": "labels[*].color",
                "labels[*].name": "labels[*].name", "number": "number", "state": "state", "title": "title",
                "user": "user", "user.login": "user.login",
            ]),
        SuggestionCorpusCase(
            "GitHub search results", GitHubSearch.self,
            [
                [
                    "total_count": 2, "incomplete_results": false,
                    "items": [
                        ["login": "octocat", "id": 1, "type": "User", "site_admin": false],
                        ["login": "hubot", "id": 2, "type": "Bot", "site_admin": false],
                    ],
                ]
            ],
            hints: [
                "incompleteResults": "incomplete_results", "items": .nested(["siteAdmin": "site_admin"]),
                "totalCount": "total_count",
            ],
            confidences: [
                "incompleteResults": .rule(.caseConvention), "items": .exact, "items[*].id": .exact,
                "items[*].login": .exact, "items[*].siteAdmin": .rule(.caseConvention), "items[*].type": .exact,
                "totalCount": .rule(.caseConvention),
            ],
            expert: [
                "incompleteResults": "incomplete_results", "items": "items", "items[*].id": "items[*].id",
                "items[*].login": "items[*].login", "items[*].siteAdmin": "items[*].site_admin",
                "items[*].type": "items[*].type", "totalCount": "total_count",
            ]),
        SuggestionCorpusCase(
            "Stripe charge", StripeCharge.self,
            [
                [
                    "id": "ch_1", "object": "charge", "amount": 2000, "amount_captured": 2000, "currency": "usd",
                    "customer": "cus_9", "paid": true, "metadata": [:],
                    "billing_details": ["address": ["city": "Paris", "country": "FR"], "email": NSNull()],
                ]
            ],
            hints: [
                "amountCaptured": "amount_captured", "billingDetails": "billing_details", "customerId": "customer",
            ],
            confidences: [
                "amount": .exact, "amountCaptured": .rule(.caseConvention), "billingDetails": .rule(.caseConvention),
                "billingDetails.address": .exact, "billingDetails.address.city": .exact,
                "billingDetails.email": .exact, "currency": .exact, "customerId": .rule(.suffix("id")), "id": .exact,
                "paid": .exact,
            ],
            expert: [
                "amount": "amount", "amountCaptured": "amount_captured", "billingDetails": "billing_details",
                "billingDetails.address": "billing_details.address",
                "billingDetails.address.city": "billing_details.address.city",
                "billingDetails.email": "billing_details.email", "currency": "currency", "customerId": "customer",
                "id": "id", "paid": "paid",
            ]),
        SuggestionCorpusCase(
            "Stripe list object", StripeCustomerList.self,
            [
                [
                    "object": "list", "url": "/v1/customers", "has_more": false,
                    "data": [["id": "cus_1", "email": "ada@example.com"]],
                ]
            ],
            hints: ["hasMore": "has_more"],
            confidences: ["customers": .unmatched, "hasMore": .rule(.caseConvention)],
            expert: ["customers": "data", "hasMore": "has_more"]),
        SuggestionCorpusCase(
            "Stripe invoice with an embedded list", StripeInvoice.self,
            [
                [
                    "id": "in_1", "customer": ["id": "cus_1", "email": "ada@example.com"], "amount_due": 500,
                    "lines": [
                        "object": "list", "has_more": false, "url": "/v1/invoices/in_1/lines",
                        "data": [["id": "il_1", "amount": 500]],
                    ],
                ]
            ],
            hints: ["amountDue": "amount_due", "lines": "lines.data"],
            confidences: [
                "amountDue": .rule(.caseConvention), "customer": .exact, "customer.email": .exact,
                "customer.id": .exact, "id": .exact, "lines": .rule(.wrapper), "lines[*].amount": .exact,
                "lines[*].id": .exact,
            ],
            expert: [
                "amountDue": "amount_due", "customer": "customer", "customer.email": "customer.email",
                "customer.id": "customer.id", "id": "id", "lines": "lines.data",
                "lines[*].amount": "lines.data[*].amount",
                "lines[*].id": "lines.data[*].id",
            ]),
        SuggestionCorpusCase(
            "JSend envelope", BlogPost.self,
            [["status": "success", "data": ["post": ["id": 1, "title": "A blog post", "body": "Text"]]]],
            hints: ["body": "data.post.body", "id": "data.post.id", "title": "data.post.title"],
            confidences: ["body": .rule(.keyPath), "id": .rule(.keyPath), "title": .rule(.keyPath)],
            expert: ["body": "data.post.body", "id": "data.post.id", "title": "data.post.title"]),
        SuggestionCorpusCase(
            "JSON:API resource", JsonApiArticle.self,
            [
                [
                    "data": [
                        "type": "articles", "id": "1",
                        "attributes": ["title": "JSON:API paints my bikeshed!", "body": "The shortest article."],
                        "relationships": ["author": ["data": ["id": "42", "type": "people"]]],
                    ]
                ]
            ],
            hints: ["body": "data.attributes.body", "id": "data.id", "title": "data.attributes.title"],
            confidences: ["body": .rule(.keyPath), "id": .rule(.keyPath), "title": .rule(.keyPath)],
            expert: ["body": "data.attributes.body", "id": "data.id", "title": "data.attributes.title"]),
        SuggestionCorpusCase(
            "OData v2 results", ODataPage.self,
            [
                [
                    "d": [
                        "results": [
                            ["__metadata": ["uri": "Products(1)"], "ProductID": 1, "ProductName": "Chai"],
                            ["__metadata": ["uri": "Products(2)"], "ProductID": 2, "ProductName": "Chang"],
                        ]
                    ]
                ]
            ],
            hints: [
                "results": ("d.results" as Hint).withNestedHints([
                    "productId": "ProductID", "productName": "ProductName",
                ])
            ],
            confidences: [
                "results": .rule(.keyPath), "results[*].productId": .rule(.caseInsensitive),
                "results[*].productName": .rule(.caseInsensitive),
            ],
            expert: [
                "results": "d.results", "results[*].productId": "d.results[*].ProductID",
                "results[*].productName": "d.results[*].ProductName",
            ]),
        SuggestionCorpusCase(
            "OData v4 value", ODataValue.self,
            [
                [
                    "@odata.context": "$metadata#Products",
                    "value": [["ProductID": 1, "ProductName": "Chai", "UnitPrice": 18.0]],
                ]
            ],
            hints: [
                "value": .nested(["productId": "ProductID", "productName": "ProductName", "unitPrice": "UnitPrice"])
            ],
            confidences: [
                "value": .exact, "value[*].productId": .rule(.caseInsensitive),
                "value[*].productName": .rule(.caseInsensitive), "value[*].unitPrice": .rule(.caseInsensitive),
            ],
            expert: [
                "value": "value", "value[*].productId": "value[*].ProductID",
                "value[*].productName": "value[*].ProductName", "value[*].unitPrice": "value[*].UnitPrice",
            ]),
        SuggestionCorpusCase(
            "GraphQL connection", GraphQLViewer.self,
            [
                [
                    "data": [
                        "viewer": [
                            "login": "octocat",
                            "repositories": ["totalCount": 3, "nodes": [["name": "a"], ["name": "b"]]],
                        ]
                    ]
                ]
            ],
            hints: ["login": "data.viewer.login", "repositories": "data.viewer.repositories"],
            confidences: [
                "login": .rule(.keyPath), "repositories": .rule(.keyPath), "repositories.nodes": .exact,
                "repositories.nodes[*].name": .exact, "repositories.totalCount": .exact,
            ],
            expert: [
                "login": "data.viewer.login", "repositories": "data.viewer.repositories",
                "repositories.nodes": "data.viewer.repositories.nodes",
                "repositories.nodes[*].name": "data.viewer.repositories.nodes[*].name",
                "repositories.totalCount": "data.viewer.repositories.totalCount",
            ]),
        SuggestionCorpusCase(
            "Paged list with a meta object", PagedList.self,
            [["meta": ["page": 2, "per_page": 20, "total": 40], "items": [["id": 1], ["id": 2]]]],
            hints: ["page": "meta.page", "perPage": "meta.per_page", "total": "meta.total"],
            confidences: [
                "items": .exact, "items[*].id": .exact, "page": .rule(.keyPath), "perPage": .rule(.keyPath),
                "total": .rule(.keyPath),
            ],
            expert: [
                "items": "items", "items[*].id": "items[*].id", "page": "meta.page", "perPage": "meta.per_page",
                "total": "meta.total",
            ]),
        SuggestionCorpusCase(
            "Envelope with a same-named status", EnvelopedProduct.self,
            [["code": 0, "message": "ok", "payload": ["code": "X12", "name": "Widget", "price": 9.5]]],
            hints: ["code": "payload.code", "name": "payload.name", "price": "payload.price"],
            confidences: ["code": .rule(.keyPath), "name": .rule(.keyPath), "price": .rule(.keyPath)],
            expert: ["code": "payload.code", "name": "payload.name", "price": "payload.price"],
            notes: [
                "code":
                    "every other key is read from payload: payload.code is read, and the code at the top is the envelope's"
            ]),
        SuggestionCorpusCase(
            "A sibling's object is not an envelope", ShopOrder.self,
            [["id": 7, "customer": ["name": "Ada", "notes": "VIP"], "total": 10.0]],
            hints: [:],
            confidences: [
                "customer": .exact, "customer.name": .exact, "id": .exact, "notes": .unmatched, "total": .exact,
            ],
            expert: [
                "customer": "customer", "customer.name": "customer.name", "id": "id", "notes": .absent,
                "total": "total",
            ]),
        SuggestionCorpusCase(
            "A flattened owner login", FlatRepo.self,
            [["id": 1, "name": "Hello-World", "owner": ["id": 2, "login": "octocat"]]],
            hints: ["login": "owner.login"],
            confidences: ["id": .exact, "login": .rule(.keyPath), "name": .exact],
            expert: ["id": "id", "login": "owner.login", "name": "name"]),
        SuggestionCorpusCase(
            "Billing and shipping cities", Shipment.self,
            [["id": 3, "billing": ["city": "Paris"], "shipping": ["city": "Lyon"]]],
            hints: ["city": ["billing.city", "shipping.city"]],
            confidences: ["city": .ambiguous(["billing.city", "shipping.city"]), "id": .exact],
            expert: ["city": .candidates, "id": "id"]),
        SuggestionCorpusCase(
            "An identifier where an object is expected", RepoRef.self,
            [["title": "ModelMapper", "owner_id": 42]],
            hints: ["ownerId": "owner_id"],
            confidences: ["owner": .unmatched, "ownerId": .rule(.caseConvention), "title": .exact],
            expert: ["owner": .absent, "ownerId": "owner_id", "title": "title"],
            notes: ["owner": #"owner_id: suffix "id" marks an identifier; owner is an object"#]),
        SuggestionCorpusCase(
            "A boolean where an array is expected", ReplyThread.self,
            [["text": "Hello", "hasReplies": true]],
            hints: [:],
            confidences: ["replies": .unmatched, "text": .exact],
            expert: ["replies": .absent, "text": "text"],
            notes: ["replies": #"hasReplies: prefix "has" marks a boolean; replies is an array"#]),
        SuggestionCorpusCase(
            "A price that is not a number", Lamp.self,
            [["Name": "Lamp", "Price": "call us"]],
            hints: ["name": "Name"],
            confidences: ["name": .rule(.caseInsensitive), "price": .unmatched],
            expert: ["name": "Name", "price": "Price"],
            notes: ["price": "Price holds a string; price is a number"]),
        SuggestionCorpusCase(
            "Two stripped keys for one property", Swatch.self,
            [["color_hex": "#ff0000", "color_name": "red"]],
            options: HintSuggestion.Options(
                suffixes: HintSuggestion.Options.defaultSuffixes + [
                    HintSuggestion.Affix("hex", kind: .string), HintSuggestion.Affix("name", kind: .string),
                ]),
            hints: ["color": ["color_hex", "color_name"]],
            confidences: ["color": .ambiguous(["color_hex", "color_name"])],
            expert: ["color": .candidates]),
        SuggestionCorpusCase(
            "Durations with unit suffixes", Job.self,
            [["duration_ms": 1500, "timeout_sec": 30, "retryDelaySeconds": 2.5, "startedAtMs": 1_700_000_000_000]],
            hints: [
                "duration": "duration_ms", "retryDelay": "retryDelaySeconds", "startedAt": "startedAtMs",
                "timeout": "timeout_sec",
            ],
            confidences: [
                "duration": .rule(.suffix("ms")), "retryDelay": .rule(.suffix("seconds")),
                "startedAt": .rule(.suffix("ms")), "timeout": .rule(.suffix("sec")),
            ],
            expert: [
                "duration": "duration_ms", "retryDelay": "retryDelaySeconds", "startedAt": "startedAtMs",
                "timeout": "timeout_sec",
            ]),
        SuggestionCorpusCase(
            "One timestamp read twice", TimedEvent.self,
            [["id": 1, "created_ts": 1_700_000_000]],
            hints: ["created": "created_ts", "createdTs": "created_ts"],
            confidences: ["created": .rule(.suffix("ts")), "createdTs": .rule(.caseConvention), "id": .exact],
            expert: ["created": "created_ts", "createdTs": "created_ts", "id": "id"],
            notes: [
                "created": "created_ts is also read by createdTs", "createdTs": "created_ts is also read by created",
            ]),
        SuggestionCorpusCase(
            "Collection words and plurals", Listing.self,
            [
                [
                    "TagList": ["a", "b"], "CategoryArray": [["Name": "Lamps"]], "Photos": ["p.jpg"], "ItemCount": 1,
                    "Item": [["Sku": "A-1"]],
                ]
            ],
            hints: [
                "categories": .key("CategoryArray", nested: ["name": "Name"]),
                "items": .key("Item", nested: ["sku": "Sku"]),
                "photos": "Photos", "tags": "TagList",
            ],
            confidences: [
                "categories": .rule(.suffix("array")), "categories[*].name": .rule(.caseInsensitive),
                "items": .rule(.plural), "items[*].sku": .rule(.caseInsensitive), "photos": .rule(.caseInsensitive),
                "tags": .rule(.suffix("list")),
            ],
            expert: [
                "categories": "CategoryArray", "categories[*].name": "CategoryArray[*].Name", "items": "Item",
                "items[*].sku": "Item[*].Sku", "photos": "Photos", "tags": "TagList",
            ]),
        SuggestionCorpusCase(
            "Stock time series", IntradaySeries.self,
            [
                [
                    "Meta Data": [
                        "1. Information": "Intraday (5min) open, high, low, close prices and volume",
                        "2. Symbol": "IBM", "3. Last Refreshed": "2024-01-02 16:00:00", "4. Interval": "5min",
                        "5. Output Size": "Compact", "6. Time Zone": "US/Eastern",
                    ],
                    "Time Series (5min)": [
                        "2024-01-02 16:00:00": [
                            "1. open": "163.5", "2. high": "163.6", "3. low": "163.4", "4. close": "163.5",
                            "5. volume": "12345",
                        ],
                        "2024-01-02 15:55:00": [
                            "1. open": "163.4", "2. high": "163.5", "3. low": "163.3", "4. close": "163.5",
                            "5. volume": "9876",
                        ],
                    ],
                ]
            ],
            hints: [
                "metaData": .key(
                    "Meta Data",
                    nested: [
                        "information": .key("1. Information"), "interval": .key("4. Interval"),
                        "lastRefreshed": .key("3. Last Refreshed"), "outputSize": .key("5. Output Size"),
                        "symbol": .key("2. Symbol"), "timeZone": .key("6. Time Zone"),
                    ]),
                "timeSeries": .key(
                    "Time Series (5min)",
                    nested: [
                        "close": .key("4. close"), "high": .key("2. high"), "low": .key("3. low"),
                        "open": .key("1. open"), "volume": .key("5. volume"),
                    ]),
            ],
            confidences: [
                "metaData": .rule(.caseConvention), "metaData.information": .rule(.decoration),
                "metaData.interval": .rule(.decoration), "metaData.lastRefreshed": .rule(.decoration),
                "metaData.outputSize": .rule(.decoration), "metaData.symbol": .rule(.decoration),
                "metaData.timeZone": .rule(.decoration), "timeSeries": .rule(.decoration),
                "timeSeries[*].close": .rule(.decoration), "timeSeries[*].high": .rule(.decoration),
                "timeSeries[*].low": .rule(.decoration), "timeSeries[*].open": .rule(.decoration),
                "timeSeries[*].volume": .rule(.decoration),
            ],
            expert: [
                "metaData": "Meta Data", "metaData.information": #"Meta Data["1. Information"]"#,
                "metaData.interval": #"Meta Data["4. Interval"]"#,
                "metaData.lastRefreshed": #"Meta Data["3. Last Refreshed"]"#,
                "metaData.outputSize": #"Meta Data["5. Output Size"]"#, "metaData.symbol": #"Meta Data["2. Symbol"]"#,
                "metaData.timeZone": #"Meta Data["6. Time Zone"]"#, "timeSeries": "Time Series (5min)",
                "timeSeries[*].close": #"Time Series (5min)[*]["4. close"]"#,
                "timeSeries[*].high": #"Time Series (5min)[*]["2. high"]"#,
                "timeSeries[*].low": #"Time Series (5min)[*]["3. low"]"#,
                "timeSeries[*].open": #"Time Series (5min)[*]["1. open"]"#,
                "timeSeries[*].volume": #"Time Series (5min)[*]["5. volume"]"#,
            ]),
        SuggestionCorpusCase(
            "Stock quote", GlobalQuoteResponse.self,
            [
                [
                    "Global Quote": [
                        "01. symbol": "IBM", "02. open": "163.0", "05. price": "163.5",
                        "07. latest trading day": "2024-01-02", "10. change percent": "0.31%",
                    ]
                ]
            ],
            hints: [
                "globalQuote": .key(
                    "Global Quote",
                    nested: [
                        "changePercent": .key("10. change percent"), "latestTradingDay": .key("07. latest trading day"),
                        "open": .key("02. open"), "price": .key("05. price"), "symbol": .key("01. symbol"),
                    ])
            ],
            confidences: [
                "globalQuote": .rule(.caseConvention), "globalQuote.changePercent": .rule(.decoration),
                "globalQuote.latestTradingDay": .rule(.decoration), "globalQuote.open": .rule(.decoration),
                "globalQuote.price": .rule(.decoration), "globalQuote.symbol": .rule(.decoration),
            ],
            expert: [
                "globalQuote": "Global Quote", "globalQuote.changePercent": #"Global Quote["10. change percent"]"#,
                "globalQuote.latestTradingDay": #"Global Quote["07. latest trading day"]"#,
                "globalQuote.open": #"Global Quote["02. open"]"#, "globalQuote.price": #"Global Quote["05. price"]"#,
                "globalQuote.symbol": #"Global Quote["01. symbol"]"#,
            ]),
        SuggestionCorpusCase(
            "A dictionary of models at the root", [String: RosterMember].self,
            [["ada": ["Name": "Ada", "Age": 36], "grace": ["Name": "Grace", "Age": 45]]],
            hints: ["age": "Age", "name": "Name"],
            confidences: ["[*].age": .rule(.caseInsensitive), "[*].name": .rule(.caseInsensitive)],
            expert: ["[*].age": "[*].Age", "[*].name": "[*].Name"]),
    ]
}

// MARK: - Models

private struct GitHubRepo: Decodable {
    struct Owner: Decodable {
        var login: String
        var id: Int
        var avatarUrl: URL
        var siteAdmin: Bool
    }
    struct License: Decodable {
        var key: String
        var name: String
        var spdxId: String
    }
    enum CodingKeys: String, CodingKey {
        case id, nodeId, name, fullName, owner, isPrivate, htmlUrl, description, fork, stargazersCount
        case openIssuesCount, topics, license
    }
    var id: Int
    var nodeId: String
    var name: String
    var fullName: String
    var owner: Owner
    var isPrivate: Bool
    var htmlUrl: URL
    var description: String?
    var fork: Bool
    var stargazersCount: Int
    var openIssuesCount: Int
    var topics: [String]
    var license: License?
}

private struct GitHubIssue: Decodable {
    struct User: Decodable { var login: String }
    struct Label: Decodable {
        var name: String
        var color: String
    }
    var number: Int
    var title: String
    var state: String
    var user: User
    var labels: [Label]
    var comments: Int
    var closedAt: String?
}

private struct GitHubSearch: Decodable {
    struct User: Decodable {
        var login: String
        var id: Int
        var type: String
        var siteAdmin: Bool
    }
    var totalCount: Int
    var incompleteResults: Bool
    var items: [User]
}

private struct StripeCharge: Decodable {
    struct Billing: Decodable {
        struct Address: Decodable { var city: String }
        var address: Address
        var email: String?
    }
    var id: String
    var amount: Int
    var amountCaptured: Int
    var currency: String
    var customerId: String?
    var paid: Bool
    var billingDetails: Billing
}

private struct StripeCustomer: Decodable {
    var id: String
    var email: String
}

private struct StripeCustomerList: Decodable {
    var customers: [StripeCustomer] = []
    var hasMore: Bool

    enum CodingKeys: String, CodingKey { case customers, hasMore }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        customers = try container.decodeIfPresent([StripeCustomer].self, forKey: .customers) ?? []
        hasMore = try container.decode(Bool.self, forKey: .hasMore)
    }
}

private struct StripeInvoice: Decodable {
    struct Line: Decodable {
        var id: String
        var amount: Int
    }
    var id: String
    var customer: StripeCustomer
    var amountDue: Int
    var lines: [Line]
}

private struct BlogPost: Decodable {
    var id: Int
    var title: String
    var body: String
}

private struct JsonApiArticle: Decodable {
    var id: String
    var title: String
    var body: String
}

private struct ODataPage: Decodable {
    struct Product: Decodable {
        var productId: Int
        var productName: String
    }
    var results: [Product]
}

private struct ODataValue: Decodable {
    struct Product: Decodable {
        var productId: Int
        var productName: String
        var unitPrice: Double
    }
    var value: [Product]
}

private struct GraphQLViewer: Decodable {
    struct Connection: Decodable {
        struct Node: Decodable { var name: String }
        var totalCount: Int
        var nodes: [Node]
    }
    var login: String
    var repositories: Connection
}

private struct PagedList: Decodable {
    struct Row: Decodable { var id: Int }
    var page: Int
    var perPage: Int
    var total: Int
    var items: [Row]
}

private struct EnvelopedProduct: Decodable {
    var code: String
    var name: String
    var price: Double
}

/// `notes` comes before `customer`: the first time `notes` is looked for, the object does not know yet that
/// `customer` reads the object that has a `notes` key.
private struct ShopOrder: Decodable {
    struct Customer: Decodable { var name: String }
    var id: Int
    var notes: String?
    var customer: Customer
    var total: Double
}

private struct FlatRepo: Decodable {
    var id: Int
    var name: String
    var login: String
}

private struct Shipment: Decodable {
    var id: Int
    var city: String
}

private struct RepoRef: Decodable {
    struct Owner: Decodable { var login: String }
    var title: String
    var ownerId: Int
    var owner: Owner?
}

private struct ReplyThread: Decodable {
    struct Reply: Decodable { var text: String }
    var text: String
    var replies: [Reply]?
}

private struct Lamp: Decodable {
    var name: String
    var price: Double?
}

private struct Swatch: Decodable {
    var color: String
}

private struct Job: Decodable {
    var duration: Int
    var timeout: Int
    var retryDelay: Double
    var startedAt: Double
}

private struct TimedEvent: Decodable {
    var id: Int
    var createdTs: Int
    var created: Double
}

private struct Listing: Decodable {
    struct Category: Decodable { var name: String }
    struct Item: Decodable { var sku: String }
    var tags: [String]
    var categories: [Category]
    var photos: [String]
    var items: [Item]
}

private struct IntradaySeries: Decodable {
    struct Meta: Decodable {
        var information: String
        var symbol: String
        var lastRefreshed: String
        var interval: String
        var outputSize: String
        var timeZone: String
    }
    struct Bar: Decodable {
        var open: String
        var high: String
        var low: String
        var close: String
        var volume: String
    }
    var metaData: Meta
    var timeSeries: [String: Bar]
}

private struct GlobalQuoteResponse: Decodable {
    struct Quote: Decodable {
        var symbol: String
        var open: String
        var price: String
        var latestTradingDay: String
        var changePercent: String
    }
    var globalQuote: Quote
}

private struct RosterMember: Decodable {
    var name: String
    var age: Int
}
