import Foundation
import IrisCheck
import IrisCheckFixtures
import Testing

/// `CoordinatorContract.md` lists every law's clauses and every rule by the
/// names the laws use, and nothing else.
struct CoordinatorContractArticleTests {
  private static let article: String = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/IrisCheckLaws/IrisCheckLaws.docc/CoordinatorContract.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The article's table rows, as cells.
  private static let rows: [[String]] = article.split(separator: "\n").compactMap { line in
    guard line.hasPrefix("|") else { return nil }
    return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// A name in backticks, without them; `nil` for any other cell.
  private static func name(_ cell: String) -> String? {
    guard cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count > 2 else { return nil }
    return String(cell.dropFirst().dropLast())
  }

  /// The clause table's rows: law, clause, when it must be reached.
  private static let clauseRows: [(law: String, clause: String, reach: String)] = rows.compactMap {
    guard $0.count >= 4, name($0[0]) == nil, let clause = name($0[1]) else { return nil }
    return ($0[0], clause, $0[2])
  }

  /// The rule table's rows: each rule with each clause it names.
  private static let ruleRows: [String] = rows.flatMap { cells -> [String] in
    guard cells.count >= 3, let rule = name(cells[0]) else { return [] }
    return cells[1].components(separatedBy: ", ").compactMap(name).map { "\(rule) \($0)" }
  }

  private static let laws = CoordinatorLaws(.burst(), intents: BurstFlow.intents).all

  @Test func theArticleListsEveryClauseOfEveryLawInOrder() {
    let listed = Self.clauseRows.map { "\($0.law).\($0.clause)" }
    let clauses = Self.laws.flatMap { law in law.clauses.map { "\(law.name).\($0.name)" } }
    #expect(listed == clauses)
  }

  @Test func theArticleSaysWhichClausesMustBeReached() {
    let listed = Self.clauseRows.map { "\($0.clause): \($0.reach)" }
    let clauses = Self.laws.flatMap(\.clauses).map { clause in
      switch clause.reach {
      case .ifTheAppDoes: "\(clause.name): if the app does"
      case .required(let pieces) where pieces.contains(.tap): "\(clause.name): with `tap`"
      case .required(let pieces) where pieces.contains(.restore): "\(clause.name): with `restore`"
      case .required: "\(clause.name): always"
      }
    }
    #expect(listed == clauses)
  }

  @Test func theArticleListsEveryRuleWithItsClause() {
    let listed = Self.ruleRows
    let rules = Self.laws.flatMap(\.clauses).flatMap { clause in
      clause.rules.map { "\($0) \(clause.name)" }
    }
    #expect(Set(listed) == Set(rules))
    #expect(listed.count == rules.count)
  }
}
