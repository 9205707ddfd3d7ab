import Foundation
import ModelMapperSuggestions

@testable import ModelMapper

// The shapes legacy backends send: WCF/.NET PascalCase DTOs, Oracle SCREAMING columns, Hungarian notation, MFC
// members, Rails and Django, Salesforce objects, SOAP/XML-to-JSON gateways. Every payload was written for this
// corpus, after the shape of its kind.

extension SuggestionCorpusCase {
    static let legacy: [SuggestionCorpusCase] = [
        SuggestionCorpusCase(
            "WCF PascalCase DTO", WcfCustomer.self,
            [
                [
                    "CustomerID": 42, "FirstName": "Ada", "LastName": "Lovelace", "IsActive": true,
                    "CreatedDate": "/Date(1700000000000)/", "ExtensionData": NSNull(),
                ]
            ],
            hints: [
                "createdDate": "CreatedDate", "customerId": "CustomerID", "firstName": "FirstName",
                "isActive": "IsActive", "lastName": "LastName",
            ],
            confidences: [
                "createdDate": .rule(.caseInsensitive), "customerId": .rule(.caseInsensitive),
                "firstName": .rule(.caseInsensitive), "isActive": .rule(.caseInsensitive),
                "lastName": .rule(.caseInsensitive),
            ],
            expert: [
                "createdDate": "CreatedDate", "customerId": "CustomerID", "firstName": "FirstName",
                "isActive": "IsActive", "lastName": "LastName",
            ]),
        SuggestionCorpusCase(
            "ASP.NET AJAX d wrapper", AspOrder.self,
            [
                [
                    "d": [
                        "__type": "Order:#Shop", "OrderId": 7,
                        "Lines": [["Sku": "A1", "Qty": 2], ["Sku": "B2", "Qty": 1]],
                    ]
                ]
            ],
            hints: [
                "lines": ("d.Lines" as Hint).withNestedHints(["qty": "Qty", "sku": "Sku"]), "orderId": "d.OrderId",
            ],
            confidences: [
                "lines": .rule(.keyPath), "lines[*].qty": .rule(.caseInsensitive),
                "lines[*].sku": .rule(.caseInsensitive), "orderId": .rule(.keyPath),
            ],
            expert: [
                "lines": "d.Lines", "lines[*].qty": "d.Lines[*].Qty", "lines[*].sku": "d.Lines[*].Sku",
                "orderId": "d.OrderId",
            ]),
        SuggestionCorpusCase(
            "WCF operation result wrapper", WcfUser.self,
            [["GetUserResult": ["UserName": "ada", "Email": "ada@example.com", "Roles": ["admin"]]]],
            hints: [
                "email": "GetUserResult.Email", "roles": "GetUserResult.Roles", "userName": "GetUserResult.UserName",
            ],
            confidences: ["email": .rule(.keyPath), "roles": .rule(.keyPath), "userName": .rule(.keyPath)],
            expert: [
                "email": "GetUserResult.Email", "roles": "GetUserResult.Roles", "userName": "GetUserResult.UserName",
            ]),
        SuggestionCorpusCase(
            "Json.NET preserved references", NetOrders.self,
            [
                [
                    "$id": "1",
                    "Orders": ["$id": "2", "$values": [["$id": "3", "Total": 5.0], ["$id": "4", "Total": 7.5]]],
                ]
            ],
            hints: ["orders": ("Orders.$values" as Hint).withNestedHints(["total": "Total"])],
            confidences: ["orders": .rule(.wrapper), "orders[*].total": .rule(.caseInsensitive)],
            expert: ["orders": "Orders.$values", "orders[*].total": "Orders.$values[*].Total"]),
        SuggestionCorpusCase(
            "Oracle SCREAMING columns", OracleCustomer.self,
            [
                [
                    "CUST_ID": 1001, "CUST_NAME": "ADA LOVELACE", "CREATED_DT": "2024-01-01", "ACTIVE_YN": "Y",
                    "CREDIT_LIMIT": 1000.5, "ROWID": "AAAx",
                ]
            ],
            coercions: [.booleans],
            hints: [
                "active": "ACTIVE_YN", "created": "CREATED_DT", "creditLimit": "CREDIT_LIMIT", "custId": "CUST_ID",
                "custName": "CUST_NAME",
            ],
            confidences: [
                "active": .rule(.suffix("yn")), "created": .rule(.suffix("dt")), "creditLimit": .rule(.caseConvention),
                "custId": .rule(.caseConvention), "custName": .rule(.caseConvention),
            ],
            expert: [
                "active": "ACTIVE_YN", "created": "CREATED_DT", "creditLimit": "CREDIT_LIMIT", "custId": "CUST_ID",
                "custName": "CUST_NAME",
            ]),
        SuggestionCorpusCase(
            "Oracle col-prefixed view", ColumnOrder.self,
            [["COL_ORDER_NO": "A-1", "COL_AMOUNT": 10.5, "COL_STATUS": "OPEN"]],
            hints: ["amount": "COL_AMOUNT", "orderNo": "COL_ORDER_NO", "status": "COL_STATUS"],
            confidences: [
                "amount": .rule(.prefix("col")), "orderNo": .rule(.prefix("col")), "status": .rule(.prefix("col")),
            ],
            expert: ["amount": "COL_AMOUNT", "orderNo": "COL_ORDER_NO", "status": "COL_STATUS"]),
        SuggestionCorpusCase(
            "Access fld-prefixed form", FieldPerson.self,
            [["fldFirstName": "Ada", "fldLastName": "Lovelace", "fldAge": 36]],
            hints: ["age": "fldAge", "firstName": "fldFirstName", "lastName": "fldLastName"],
            confidences: [
                "age": .rule(.prefix("fld")), "firstName": .rule(.prefix("fld")), "lastName": .rule(.prefix("fld")),
            ],
            expert: ["age": "fldAge", "firstName": "fldFirstName", "lastName": "fldLastName"]),
        SuggestionCorpusCase(
            "Hungarian notation", Hungarian.self,
            [["strName": "Ada", "nAge": 36, "bActive": true, "dblScore": 4.5, "dtBirth": "1815-12-10"]],
            hints: ["active": "bActive", "age": "nAge", "birth": "dtBirth", "name": "strName", "score": "dblScore"],
            confidences: [
                "active": .rule(.prefix("b")), "age": .rule(.prefix("n")), "birth": .rule(.prefix("dt")),
                "name": .rule(.prefix("str")), "score": .rule(.prefix("dbl")),
            ],
            expert: ["active": "bActive", "age": "nAge", "birth": "dtBirth", "name": "strName", "score": "dblScore"]),
        SuggestionCorpusCase(
            "Hungarian prefixes of another kind", Widget.self,
            [["bVisible": true, "strVisible": "yes", "nWidth": 300, "strWidth": "300px"]],
            hints: ["visible": "bVisible", "width": "nWidth"],
            confidences: ["visible": .rule(.prefix("b")), "width": .rule(.prefix("n"))],
            expert: ["visible": "bVisible", "width": "nWidth"]),
        SuggestionCorpusCase(
            "MFC members", MfcDialog.self,
            [["m_strLabel": "OK", "m_nCount": 3, "m_bEnabled": true, "m_pParent": NSNull()]],
            hints: ["count": "m_nCount", "enabled": "m_bEnabled", "label": "m_strLabel"],
            confidences: [
                "count": .rule(.prefix("m_n")), "enabled": .rule(.prefix("m_b")), "label": .rule(.prefix("m_str")),
            ],
            expert: ["count": "m_nCount", "enabled": "m_bEnabled", "label": "m_strLabel"]),
        SuggestionCorpusCase(
            "MFC optionals with two spellings", MfcWindow.self,
            [["nCount": 3, "strCount": "3", "strTitle": "Main", "m_szTitle": "Main window"]],
            hints: ["count": "nCount", "title": ["m_szTitle", "strTitle"]],
            confidences: ["count": .rule(.prefix("n")), "title": .ambiguous(["m_szTitle", "strTitle"])],
            expert: ["count": "nCount", "title": .candidates]),
        SuggestionCorpusCase(
            "CSV import with a duplicated column", CsvRow.self,
            [["Total": "12", "TOTAL": 12, "Notes": NSNull()]],
            hints: ["notes": "Notes", "total": "TOTAL"],
            confidences: ["notes": .rule(.caseInsensitive), "total": .rule(.caseInsensitive)],
            expert: ["notes": "Notes", "total": "TOTAL"]),
        SuggestionCorpusCase(
            "Rails resource", RailsUser.self,
            [
                [
                    "id": 1, "user_name": "ada", "created_at": "2024-01-01T00:00:00Z",
                    "updated_at": "2024-01-02T00:00:00Z", "avatar_url": "https://example.com/a.png", "admin": false,
                ]
            ],
            hints: ["avatarUrl": "avatar_url", "createdAt": "created_at", "userName": "user_name"],
            confidences: [
                "admin": .exact, "avatarUrl": .rule(.caseConvention), "createdAt": .rule(.caseConvention),
                "id": .exact, "userName": .rule(.caseConvention),
            ],
            expert: [
                "admin": "admin", "avatarUrl": "avatar_url", "createdAt": "created_at", "id": "id",
                "userName": "user_name",
            ]),
        SuggestionCorpusCase(
            "Rails root element", RailsPost.self,
            [["post": ["id": 5, "title": "Hello", "comments": [["body": "Hi", "author_id": 3]]]]],
            hints: [
                "comments": ("post.comments" as Hint).withNestedHints(["authorId": "author_id"]), "id": "post.id",
                "title": "post.title",
            ],
            confidences: [
                "comments": .rule(.keyPath), "comments[*].authorId": .rule(.caseConvention),
                "comments[*].body": .exact, "id": .rule(.keyPath), "title": .rule(.keyPath),
            ],
            expert: [
                "comments": "post.comments", "comments[*].authorId": "post.comments[*].author_id",
                "comments[*].body": "post.comments[*].body", "id": "post.id", "title": "post.title",
            ]),
        SuggestionCorpusCase(
            "Django REST page", DjangoPage.self,
            [
                [
                    "count": 2, "next": NSNull(), "previous": NSNull(),
                    "results": [["pk": 1, "first_name": "Ada"], ["pk": 2, "first_name": "Grace"]],
                ]
            ],
            hints: ["results": .nested(["firstName": "first_name"])],
            confidences: [
                "count": .exact, "next": .exact, "results": .exact, "results[*].firstName": .rule(.caseConvention),
                "results[*].pk": .exact,
            ],
            expert: [
                "count": "count", "next": "next", "results": "results",
                "results[*].firstName": "results[*].first_name", "results[*].pk": "results[*].pk",
            ]),
        SuggestionCorpusCase(
            "Django serialized model", DjangoProduct.self,
            [["model": "shop.product", "pk": 5, "fields": ["name": "Pen", "unit_price": "1.50", "in_stock": true]]],
            hints: ["inStock": "fields.in_stock", "name": "fields.name", "unitPrice": "fields.unit_price"],
            confidences: [
                "inStock": .rule(.keyPath), "name": .rule(.keyPath), "pk": .exact, "unitPrice": .rule(.keyPath),
            ],
            expert: ["inStock": "fields.in_stock", "name": "fields.name", "pk": "pk", "unitPrice": "fields.unit_price"]),
        SuggestionCorpusCase(
            "Salesforce account", SalesforceAccount.self,
            [
                [
                    "attributes": ["type": "Account", "url": "/services/data/v59.0/sobjects/Account/001"],
                    "Id": "0015g00000XYZ", "Name": "Acme", "Annual_Revenue__c": 1_000_000, "Is_Partner__c": true,
                    "Owner__r": ["attributes": ["type": "User"], "Name": "Ada"],
                ]
            ],
            hints: [
                "annualRevenue": "Annual_Revenue__c", "id": "Id", "isPartner": "Is_Partner__c", "name": "Name",
                "owner": .key("Owner__r", nested: ["name": "Name"]),
            ],
            confidences: [
                "annualRevenue": .rule(.suffix("c")), "id": .rule(.caseInsensitive), "isPartner": .rule(.suffix("c")),
                "name": .rule(.caseInsensitive), "owner": .rule(.suffix("r")), "owner.name": .rule(.caseInsensitive),
            ],
            expert: [
                "annualRevenue": "Annual_Revenue__c", "id": "Id", "isPartner": "Is_Partner__c", "name": "Name",
                "owner": "Owner__r", "owner.name": "Owner__r.Name",
            ]),
        SuggestionCorpusCase(
            "Salesforce custom object", SalesforceInvoice.self,
            [
                [
                    "Id": "a015", "Name": "INV-1", "Amount__c": 250.0, "Due_Date__c": "2024-02-01", "Paid__c": false,
                    "Account__c": "0015g",
                ]
            ],
            hints: [
                "accountId": "Account__c", "amount": "Amount__c", "dueDate": "Due_Date__c", "id": "Id", "name": "Name",
                "paid": "Paid__c",
            ],
            confidences: [
                "accountId": .rule(.suffix("id")), "amount": .rule(.suffix("c")), "dueDate": .rule(.suffix("c")),
                "id": .rule(.caseInsensitive), "name": .rule(.caseInsensitive), "paid": .rule(.suffix("c")),
            ],
            expert: [
                "accountId": "Account__c", "amount": "Amount__c", "dueDate": "Due_Date__c", "id": "Id", "name": "Name",
                "paid": "Paid__c",
            ]),
        SuggestionCorpusCase(
            "XML gateway list wrapper", XmlOrders.self,
            [["Orders": ["Order": [["OrderID": "1", "Total": "9.90"], ["OrderID": "2", "Total": "5.00"]]]]],
            hints: ["orders": ("Orders.Order" as Hint).withNestedHints(["orderId": "OrderID", "total": "Total"])],
            confidences: [
                "orders": .rule(.wrapper), "orders[*].orderId": .rule(.caseInsensitive),
                "orders[*].total": .rule(.caseInsensitive),
            ],
            expert: [
                "orders": "Orders.Order", "orders[*].orderId": "Orders.Order[*].OrderID",
                "orders[*].total": "Orders.Order[*].Total",
            ]),
        SuggestionCorpusCase(
            "SOAP response with a list wrapper", XmlOrders.self,
            [["GetOrdersResponse": ["Orders": ["Order": [["OrderID": "1", "Total": "9.90"]]]]]],
            hints: [
                "orders": ("GetOrdersResponse.Orders.Order" as Hint).withNestedHints([
                    "orderId": "OrderID", "total": "Total",
                ])
            ],
            confidences: [
                "orders": .rule(.wrapper), "orders[*].orderId": .rule(.caseInsensitive),
                "orders[*].total": .rule(.caseInsensitive),
            ],
            expert: [
                "orders": "GetOrdersResponse.Orders.Order",
                "orders[*].orderId": "GetOrdersResponse.Orders.Order[*].OrderID",
                "orders[*].total": "GetOrdersResponse.Orders.Order[*].Total",
            ]),
        SuggestionCorpusCase(
            "XML gateway wrapper of one element", XmlItems.self,
            [["Items": ["Item": ["Sku": "A-1", "Qty": "2"]]]],
            coercions: [.singleValueAsArray],
            hints: ["items": ("Items.Item" as Hint).withNestedHints(["qty": "Qty", "sku": "Sku"])],
            confidences: [
                "items": .rule(.wrapper), "items[*].qty": .rule(.caseInsensitive),
                "items[*].sku": .rule(.caseInsensitive),
            ],
            expert: ["items": "Items.Item", "items[*].qty": "Items.Item[*].Qty", "items[*].sku": "Items.Item[*].Sku"],
            notes: ["items": "Items.Item holds one element, not an array: decode with `.singleValueAsArray`"]),
        SuggestionCorpusCase(
            "XML attributes", XmlCatalog.self,
            [["Book": ["@id": "bk101", "Title": "XML Developer's Guide", "Price": "44.95"]]],
            hints: ["book": .key("Book", nested: ["id": "@id", "price": "Price", "title": "Title"])],
            confidences: [
                "book": .rule(.caseInsensitive), "book.id": .rule(.caseConvention),
                "book.price": .rule(.caseInsensitive), "book.title": .rule(.caseInsensitive),
            ],
            expert: ["book": "Book", "book.id": "Book.@id", "book.price": "Book.Price", "book.title": "Book.Title"]),
        SuggestionCorpusCase(
            "XML text node where a string is expected", XmlName.self,
            [["Name": ["#text": "Ada", "@lang": "en"]]],
            hints: [:],
            confidences: ["name": .unmatched],
            expert: ["name": "Name.#text"],
            notes: ["name": "Name holds an object; name is a string"]),
        SuggestionCorpusCase(
            "Legacy PHP result envelope", PhpUser.self,
            [["success": 1, "result": ["user_id": "17", "user_name": "ada", "is_admin": "0"]]],
            coercions: [.booleans, .integers],
            hints: ["isAdmin": "result.is_admin", "userId": "result.user_id", "userName": "result.user_name"],
            confidences: ["isAdmin": .rule(.keyPath), "userId": .rule(.keyPath), "userName": .rule(.keyPath)],
            expert: ["isAdmin": "result.is_admin", "userId": "result.user_id", "userName": "result.user_name"]),
        SuggestionCorpusCase(
            "Legacy codes no rule can read", CodedRecord.self,
            [["F001": "Ada", "F002": 36]],
            hints: [:],
            confidences: ["age": .unmatched, "name": .unmatched],
            expert: ["age": .absent, "name": .absent]),
        SuggestionCorpusCase(
            "Abbreviated legacy columns", AbbreviatedCustomer.self,
            [["cust_nm": "Ada", "cust_addr": "Main St", "DOB": "1815-12-10"]],
            options: HintSuggestion.Options(abbreviations: ["nm": "name", "addr": "address", "dob": "dateOfBirth"]),
            hints: ["custAddress": "cust_addr", "custName": "cust_nm", "dateOfBirth": "DOB"],
            confidences: [
                "custAddress": .rule(.abbreviation("addr")), "custName": .rule(.abbreviation("nm")),
                "dateOfBirth": .rule(.abbreviation("dob")),
            ],
            expert: ["custAddress": "cust_addr", "custName": "cust_nm", "dateOfBirth": "DOB"]),
        SuggestionCorpusCase(
            "Two backend versions", VersionedCustomer.self,
            [["CUSTOMER_NAME": "Ada"], ["customerName": "Ada"]],
            hints: ["customerName": ["CUSTOMER_NAME", "customerName"]],
            confidences: ["customerName": .ambiguous(["CUSTOMER_NAME", "customerName"])],
            expert: ["customerName": .candidates]),
    ]
}

// MARK: - Models

private struct WcfCustomer: Decodable {
    var customerId: Int
    var firstName: String
    var lastName: String
    var isActive: Bool
    var createdDate: String
}

private struct AspOrder: Decodable {
    struct Line: Decodable {
        var sku: String
        var qty: Int
    }
    var orderId: Int
    var lines: [Line]
}

private struct WcfUser: Decodable {
    var userName: String
    var email: String
    var roles: [String]
}

private struct NetOrders: Decodable {
    struct Order: Decodable { var total: Double }
    var orders: [Order]
}

private struct OracleCustomer: Decodable {
    var custId: Int
    var custName: String
    var created: String
    var active: Bool
    var creditLimit: Double
}

private struct ColumnOrder: Decodable {
    var orderNo: String
    var amount: Double
    var status: String
}

private struct FieldPerson: Decodable {
    var firstName: String
    var lastName: String
    var age: Int
}

private struct Hungarian: Decodable {
    var name: String
    var age: Int
    var active: Bool
    var score: Double
    var birth: String
}

private struct Widget: Decodable {
    var visible: Bool
    var width: Int
}

private struct MfcDialog: Decodable {
    var label: String
    var count: Int
    var enabled: Bool
}

private struct MfcWindow: Decodable {
    var count: Int?
    var title: String?
}

private struct CsvRow: Decodable {
    var total: Int?
    var notes: String?
}

private struct RailsUser: Decodable {
    var id: Int
    var userName: String
    var createdAt: String
    var avatarUrl: URL?
    var admin: Bool
}

private struct RailsPost: Decodable {
    struct Comment: Decodable {
        var body: String
        var authorId: Int
    }
    var id: Int
    var title: String
    var comments: [Comment]
}

private struct DjangoPage: Decodable {
    struct Person: Decodable {
        var pk: Int
        var firstName: String
    }
    var count: Int
    var next: String?
    var results: [Person]
}

private struct DjangoProduct: Decodable {
    var pk: Int
    var name: String
    var unitPrice: String
    var inStock: Bool
}

private struct SalesforceAccount: Decodable {
    struct Owner: Decodable { var name: String }
    var id: String
    var name: String
    var annualRevenue: Double
    var isPartner: Bool
    var owner: Owner
}

private struct SalesforceInvoice: Decodable {
    var id: String
    var name: String
    var amount: Double
    var dueDate: String
    var paid: Bool
    var accountId: String
}

private struct XmlOrders: Decodable {
    struct Order: Decodable {
        var orderId: String
        var total: String
    }
    var orders: [Order]
}

private struct XmlItems: Decodable {
    struct Item: Decodable {
        var sku: String
        var qty: String
    }
    var items: [Item]
}

private struct XmlCatalog: Decodable {
    struct Book: Decodable {
        var id: String
        var title: String
        var price: String
    }
    var book: Book
}

private struct XmlName: Decodable {
    var name: String?
}

private struct PhpUser: Decodable {
    var userId: Int
    var userName: String
    var isAdmin: Bool
}

private struct CodedRecord: Decodable {
    var name: String?
    var age: Int?
}

private struct AbbreviatedCustomer: Decodable {
    var custName: String
    var custAddress: String
    var dateOfBirth: String
}

private struct VersionedCustomer: Decodable {
    var customerName: String
}
