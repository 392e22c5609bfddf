// ===--- ast.cpp - operator names and the S-expression AST dump -----------=== //
// dumpAst prints one node per line, children indented by two spaces, with
// `@line:col` positions, so golden tests can check structure and ranges.
#include "frontend/ast.h"

#include <cstdio>

namespace ts::ast {

const char* binOpSymbol(BinOpKind op) {
  switch (op) {
    case BinOpKind::Add: return "+";
    case BinOpKind::Sub: return "-";
    case BinOpKind::Mul: return "*";
    case BinOpKind::MatMul: return "@";
    case BinOpKind::Div: return "/";
    case BinOpKind::FloorDiv: return "//";
    case BinOpKind::Mod: return "%";
    case BinOpKind::Pow: return "**";
    case BinOpKind::LShift: return "<<";
    case BinOpKind::RShift: return ">>";
    case BinOpKind::BitOr: return "|";
    case BinOpKind::BitXor: return "^";
    case BinOpKind::BitAnd: return "&";
  }
  return "?";
}

const char* binOpPythonName(BinOpKind op) {
  switch (op) {
    case BinOpKind::Add: return "Add";
    case BinOpKind::Sub: return "Sub";
    case BinOpKind::Mul: return "Mult";
    case BinOpKind::MatMul: return "MatMult";
    case BinOpKind::Div: return "Div";
    case BinOpKind::FloorDiv: return "FloorDiv";
    case BinOpKind::Mod: return "Mod";
    case BinOpKind::Pow: return "Pow";
    case BinOpKind::LShift: return "LShift";
    case BinOpKind::RShift: return "RShift";
    case BinOpKind::BitOr: return "BitOr";
    case BinOpKind::BitXor: return "BitXor";
    case BinOpKind::BitAnd: return "BitAnd";
  }
  return "?";
}

const char* unaryOpSymbol(UnaryOpKind op) {
  switch (op) {
    case UnaryOpKind::Not: return "not";
    case UnaryOpKind::Neg: return "-";
    case UnaryOpKind::Pos: return "+";
    case UnaryOpKind::Invert: return "~";
  }
  return "?";
}

const char* unaryOpPythonName(UnaryOpKind op) {
  switch (op) {
    case UnaryOpKind::Not: return "Not";
    case UnaryOpKind::Neg: return "USub";
    case UnaryOpKind::Pos: return "UAdd";
    case UnaryOpKind::Invert: return "Invert";
  }
  return "?";
}

const char* boolOpSymbol(BoolOpKind op) { return op == BoolOpKind::And ? "and" : "or"; }

const char* cmpOpSymbol(CmpOpKind op) {
  switch (op) {
    case CmpOpKind::Eq: return "==";
    case CmpOpKind::NotEq: return "!=";
    case CmpOpKind::Lt: return "<";
    case CmpOpKind::LtE: return "<=";
    case CmpOpKind::Gt: return ">";
    case CmpOpKind::GtE: return ">=";
    case CmpOpKind::Is: return "is";
    case CmpOpKind::IsNot: return "is not";
    case CmpOpKind::In: return "in";
    case CmpOpKind::NotIn: return "not in";
  }
  return "?";
}

const char* cmpOpPythonName(CmpOpKind op) {
  switch (op) {
    case CmpOpKind::Eq: return "Eq";
    case CmpOpKind::NotEq: return "NotEq";
    case CmpOpKind::Lt: return "Lt";
    case CmpOpKind::LtE: return "LtE";
    case CmpOpKind::Gt: return "Gt";
    case CmpOpKind::GtE: return "GtE";
    case CmpOpKind::Is: return "Is";
    case CmpOpKind::IsNot: return "IsNot";
    case CmpOpKind::In: return "In";
    case CmpOpKind::NotIn: return "NotIn";
  }
  return "?";
}

const char* exprKindName(ExprKind kind) {
  static constexpr const char* kNames[] = {
      "Name", "IntLiteral", "FloatLiteral", "ImagLiteral", "StringLiteral", "BoolLiteral",
      "NoneLiteral", "EllipsisLiteral", "BinOp", "UnaryOp", "BoolOp", "Compare", "IfExp", "Call",
      "Attribute", "Subscript", "Slice", "Starred", "ListLiteral", "TupleLiteral", "DictLiteral",
      "SetLiteral", "ListComp", "DictComp", "SetComp", "GeneratorExp", "JoinedStr", "Lambda",
      "Await", "Yield", "NamedExpr"};
  return kNames[static_cast<int>(kind)];
}

const char* stmtKindName(StmtKind kind) {
  static constexpr const char* kNames[] = {
      "FunctionDef", "ClassDef", "Return", "Assign", "AnnAssign", "AugAssign", "For", "While",
      "If", "With", "Raise", "Assert", "Delete", "Pass", "Break", "Continue", "ExprStmt",
      "Global", "Nonlocal", "Import", "ImportFrom", "Try", "Match"};
  return kNames[static_cast<int>(kind)];
}

namespace {

// Python-like repr of a decoded string, for the dump.
std::string quote(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          char buf[8];
          std::snprintf(buf, sizeof(buf), "\\x%02x", c);
          out += buf;
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
  }
  return out + "\"";
}

class Dumper {
 public:
  std::string out;

  explicit Dumper(int indent = 0) : indent_(indent) {}
  void expr(const Expr* e, const char* label = nullptr);
  void stmt(const Stmt& s);

 private:
  int indent_ = 0;

  void open(const std::string& head, const SourceRange* r, const char* label = nullptr) {
    out.append(static_cast<size_t>(indent_) * 2, ' ');
    out += "(";
    if (label) out += std::string(label) + ": ";
    out += head;
    if (r && r->valid()) out += " @" + std::to_string(r->line()) + ":" + std::to_string(r->column());
    out += "\n";
    ++indent_;
  }
  void close() {
    --indent_;
    out.insert(out.size() - 1, ")");
  }
  void leaf(const std::string& text) {
    out.append(static_cast<size_t>(indent_) * 2, ' ');
    out += text + "\n";
  }
  void exprs(const ExprList& list, const char* label) {
    if (list.empty()) return;
    open(label, nullptr);
    for (const ExprPtr& e : list) expr(e.get());
    close();
  }
  void stmts(const StmtList& list, const char* label) {
    open(label, nullptr);
    for (const StmtPtr& s : list) stmt(*s);
    close();
  }
  void keywords(const std::vector<Keyword>& kws) {
    for (const Keyword& k : kws) {
      open("keyword " + (k.name.empty() ? std::string("**") : k.name), &k.range);
      expr(k.value.get());
      close();
    }
  }
  void params(const std::vector<Param>& ps);
  void generators(const std::vector<Comprehension>& gens);
  void fstringParts(const std::vector<FStringPart>& parts);
  void exprBody(const Expr& e);
  void stmtBody(const Stmt& s);
  void compoundBody(const Stmt& s);
  void pattern(const Pattern& p);
};

void Dumper::params(const std::vector<Param>& ps) {
  for (const Param& p : ps) {
    static constexpr const char* kKinds[] = {"", "posonly ", "*", "kwonly ", "**"};
    open(std::string("param ") + kKinds[static_cast<int>(p.kind)] + p.name, &p.range);
    if (p.annotation) expr(p.annotation.get(), "annotation");
    if (p.default_value) expr(p.default_value.get(), "default");
    close();
  }
}

void Dumper::generators(const std::vector<Comprehension>& gens) {
  for (const Comprehension& g : gens) {
    open(g.is_async ? "async for" : "for", &g.range);
    expr(g.target.get(), "target");
    expr(g.iter.get(), "iter");
    for (const ExprPtr& e : g.ifs) expr(e.get(), "if");
    close();
  }
}

void Dumper::fstringParts(const std::vector<FStringPart>& parts) {
  for (const FStringPart& p : parts) {
    if (p.isLiteral()) {
      leaf(quote(p.literal));
      continue;
    }
    std::string head = "FormattedValue";
    if (p.conversion) head += std::string(" !") + p.conversion;
    open(head, &p.range);
    expr(p.value.get());
    if (p.format_spec) expr(p.format_spec.get(), "spec");
    close();
  }
}

void Dumper::expr(const Expr* e, const char* label) {
  if (e == nullptr) {
    out.append(static_cast<size_t>(indent_) * 2, ' ');
    out += label ? std::string(label) + ": null\n" : "null\n";
    return;
  }
  std::string head = exprKindName(e->kind);
  if (auto* n = e->as<Name>()) head += " " + n->id;
  if (auto* n = e->as<IntLiteral>()) head += n->too_big ? " <too big>" : " " + std::to_string(n->value);
  if (auto* n = e->as<FloatLiteral>()) head += " " + std::to_string(n->value);
  if (auto* n = e->as<ImagLiteral>()) head += " " + std::to_string(n->value) + "j";
  if (auto* n = e->as<StringLiteral>()) head += (n->is_bytes ? " b" : " ") + quote(n->value);
  if (auto* n = e->as<BoolLiteral>()) head += n->value ? " True" : " False";
  if (auto* n = e->as<BinOp>()) head += std::string(" ") + binOpSymbol(n->op);
  if (auto* n = e->as<UnaryOp>()) head += std::string(" ") + unaryOpSymbol(n->op);
  if (auto* n = e->as<BoolOp>()) head += std::string(" ") + boolOpSymbol(n->op);
  if (auto* n = e->as<Attribute>()) head += " ." + n->attr;
  if (auto* n = e->as<Subscript>()) head += n->is_tuple ? " tuple" : "";
  if (auto* n = e->as<Yield>()) head += n->is_from ? " from" : "";
  if (auto* n = e->as<Compare>()) {
    for (CmpOpKind op : n->ops) head += std::string(" ") + cmpOpSymbol(op);
  }
  open(head, &e->range, label);
  exprBody(*e);
  close();
}

void Dumper::exprBody(const Expr& e) {
  switch (e.kind) {
    case ExprKind::BinOp: expr(e.as<BinOp>()->left.get()); expr(e.as<BinOp>()->right.get()); break;
    case ExprKind::UnaryOp: expr(e.as<UnaryOp>()->operand.get()); break;
    case ExprKind::BoolOp: expr(e.as<BoolOp>()->left.get()); expr(e.as<BoolOp>()->right.get()); break;
    case ExprKind::Compare:
      expr(e.as<Compare>()->left.get());
      for (const ExprPtr& c : e.as<Compare>()->comparators) expr(c.get());
      break;
    case ExprKind::IfExp: {
      auto* n = e.as<IfExp>();
      expr(n->test.get(), "test"); expr(n->body.get(), "body"); expr(n->orelse.get(), "orelse");
      break;
    }
    case ExprKind::Call:
      expr(e.as<Call>()->func.get());
      for (const ExprPtr& a : e.as<Call>()->args) expr(a.get());
      keywords(e.as<Call>()->keywords);
      break;
    case ExprKind::Attribute: expr(e.as<Attribute>()->value.get()); break;
    case ExprKind::Subscript:
      expr(e.as<Subscript>()->value.get());
      for (const ExprPtr& i : e.as<Subscript>()->indices) expr(i.get());
      break;
    case ExprKind::Slice: {
      auto* n = e.as<Slice>();
      expr(n->lower.get(), "lower"); expr(n->upper.get(), "upper"); expr(n->step.get(), "step");
      break;
    }
    case ExprKind::Starred: expr(e.as<Starred>()->value.get()); break;
    case ExprKind::ListLiteral: for (auto& x : e.as<ListLiteral>()->elts) expr(x.get()); break;
    case ExprKind::TupleLiteral: for (auto& x : e.as<TupleLiteral>()->elts) expr(x.get()); break;
    case ExprKind::SetLiteral: for (auto& x : e.as<SetLiteral>()->elts) expr(x.get()); break;
    case ExprKind::DictLiteral: {
      auto* n = e.as<DictLiteral>();
      for (size_t i = 0; i < n->keys.size(); ++i) {
        if (n->isUnpack(i)) {
          expr(n->values[i].get(), "**");
        } else {
          expr(n->keys[i].get(), "key");
          expr(n->values[i].get(), "value");
        }
      }
      break;
    }
    case ExprKind::ListComp: expr(e.as<ListComp>()->elt.get()); generators(e.as<ListComp>()->generators); break;
    case ExprKind::SetComp: expr(e.as<SetComp>()->elt.get()); generators(e.as<SetComp>()->generators); break;
    case ExprKind::GeneratorExp:
      expr(e.as<GeneratorExp>()->elt.get());
      generators(e.as<GeneratorExp>()->generators);
      break;
    case ExprKind::DictComp: {
      auto* n = e.as<DictComp>();
      expr(n->key.get(), "key"); expr(n->value.get(), "value"); generators(n->generators);
      break;
    }
    case ExprKind::JoinedStr: fstringParts(e.as<JoinedStr>()->parts); break;
    case ExprKind::Lambda: params(e.as<Lambda>()->params); expr(e.as<Lambda>()->body.get()); break;
    case ExprKind::Await: expr(e.as<Await>()->value.get()); break;
    case ExprKind::Yield: if (e.as<Yield>()->value) expr(e.as<Yield>()->value.get()); break;
    case ExprKind::NamedExpr: expr(e.as<NamedExpr>()->target.get()); expr(e.as<NamedExpr>()->value.get()); break;
    case ExprKind::Name: case ExprKind::IntLiteral: case ExprKind::FloatLiteral:
    case ExprKind::ImagLiteral: case ExprKind::StringLiteral: case ExprKind::BoolLiteral:
    case ExprKind::NoneLiteral: case ExprKind::EllipsisLiteral:
      break;
  }
}

void Dumper::stmt(const Stmt& s) {
  std::string head = stmtKindName(s.kind);
  if (auto* n = s.as<FunctionDef>()) head += std::string(n->is_async ? " async " : " ") + n->name;
  if (auto* n = s.as<ClassDef>()) head += " " + n->name;
  if (auto* n = s.as<AugAssign>()) head += std::string(" ") + binOpSymbol(n->op) + "=";
  if (auto* n = s.as<AnnAssign>()) head += n->simple ? "" : " (not simple)";
  if (auto* n = s.as<Global>()) for (auto& x : n->names) head += " " + x;
  if (auto* n = s.as<Nonlocal>()) for (auto& x : n->names) head += " " + x;
  if (auto* n = s.as<ImportFrom>()) head += " " + std::string(static_cast<size_t>(n->level), '.') + n->module;
  if (auto* n = s.as<Import>()) for (auto& a : n->names) head += " " + a.name + (a.asname.empty() ? "" : " as " + a.asname);
  if (auto* n = s.as<ImportFrom>()) for (auto& a : n->names) head += " " + a.name + (a.asname.empty() ? "" : " as " + a.asname);
  open(head, &s.range);
  stmtBody(s);
  close();
}

void Dumper::stmtBody(const Stmt& s) {
  switch (s.kind) {
    case StmtKind::Return: if (s.as<Return>()->value) expr(s.as<Return>()->value.get()); break;
    case StmtKind::Assign: {
      auto* n = s.as<Assign>();
      for (const ExprPtr& t : n->targets) expr(t.get(), "target");
      expr(n->value.get(), "value");
      if (n->type_comment) leaf("type_comment " + quote(*n->type_comment));
      break;
    }
    case StmtKind::AnnAssign: {
      auto* n = s.as<AnnAssign>();
      expr(n->target.get(), "target"); expr(n->annotation.get(), "annotation");
      if (n->value) expr(n->value.get(), "value");
      break;
    }
    case StmtKind::AugAssign: expr(s.as<AugAssign>()->target.get()); expr(s.as<AugAssign>()->value.get()); break;
    case StmtKind::Raise:
      if (s.as<Raise>()->exc) expr(s.as<Raise>()->exc.get());
      if (s.as<Raise>()->cause) expr(s.as<Raise>()->cause.get(), "from");
      break;
    case StmtKind::Assert:
      expr(s.as<Assert>()->test.get());
      if (s.as<Assert>()->msg) expr(s.as<Assert>()->msg.get(), "msg");
      break;
    case StmtKind::Delete: for (auto& t : s.as<Delete>()->targets) expr(t.get()); break;
    case StmtKind::ExprStmt: expr(s.as<ExprStmt>()->value.get()); break;
    case StmtKind::Pass: case StmtKind::Break: case StmtKind::Continue: case StmtKind::Global:
    case StmtKind::Nonlocal: case StmtKind::Import: case StmtKind::ImportFrom:
      break;
    case StmtKind::FunctionDef: case StmtKind::ClassDef: case StmtKind::For: case StmtKind::While:
    case StmtKind::If: case StmtKind::With: case StmtKind::Try: case StmtKind::Match:
      compoundBody(s);
      break;
  }
}

void Dumper::compoundBody(const Stmt& s) {
  if (auto* n = s.as<FunctionDef>()) {
    exprs(n->decorators, "decorators");
    params(n->params);
    if (n->returns) expr(n->returns.get(), "returns");
    if (n->type_comment) leaf("type_comment " + quote(*n->type_comment));
    stmts(n->body, "body");
  } else if (auto* n = s.as<ClassDef>()) {
    exprs(n->decorators, "decorators");
    exprs(n->bases, "bases");
    keywords(n->keywords);
    stmts(n->body, "body");
  } else if (auto* n = s.as<For>()) {
    expr(n->target.get(), "target");
    expr(n->iter.get(), "iter");
    stmts(n->body, "body");
    if (!n->orelse.empty()) stmts(n->orelse, "orelse");
  } else if (auto* n = s.as<While>()) {
    expr(n->test.get(), "test");
    stmts(n->body, "body");
    if (!n->orelse.empty()) stmts(n->orelse, "orelse");
  } else if (auto* n = s.as<If>()) {
    expr(n->test.get(), "test");
    stmts(n->body, "body");
    if (!n->orelse.empty()) stmts(n->orelse, "orelse");
  } else if (auto* n = s.as<With>()) {
    for (const WithItem& item : n->items) {
      open("item", &item.range);
      expr(item.context_expr.get());
      if (item.optional_vars) expr(item.optional_vars.get(), "as");
      close();
    }
    stmts(n->body, "body");
  } else if (auto* n = s.as<Try>()) {
    stmts(n->body, "body");
    for (const ExceptHandler& h : n->handlers) {
      open("except" + (h.name.empty() ? std::string() : " as " + h.name), &h.range);
      if (h.type) expr(h.type.get(), "type");
      stmts(h.body, "body");
      close();
    }
    if (!n->orelse.empty()) stmts(n->orelse, "orelse");
    if (!n->finalbody.empty()) stmts(n->finalbody, "finally");
  } else if (auto* n = s.as<Match>()) {
    expr(n->subject.get(), "subject");
    for (const MatchCase& c : n->cases) {
      open("case", &c.range);
      pattern(*c.pattern);
      if (c.guard) expr(c.guard.get(), "guard");
      stmts(c.body, "body");
      close();
    }
  }
}

void Dumper::pattern(const Pattern& p) {
  static constexpr const char* kNames[] = {"Value", "Capture", "Star", "Sequence", "Mapping", "Class", "Or", "As"};
  open(std::string("pattern ") + kNames[static_cast<int>(p.kind)], &p.range);
  if (p.value) expr(p.value.get());
  if (p.target) expr(p.target.get(), "bind");
  for (size_t i = 0; i < p.keys.size(); ++i) expr(p.keys[i].get(), "key");
  for (const PatternPtr& q : p.items) pattern(*q);
  for (size_t i = 0; i < p.kw_items.size(); ++i) {
    open(p.kw_names[i] + "=", &p.kw_items[i]->range);
    pattern(*p.kw_items[i]);
    close();
  }
  close();
}

}  // namespace

std::string dumpAst(const Module& module) {
  Dumper d(1);
  d.out = "(Module\n";
  for (const StmtPtr& s : module.body) d.stmt(*s);
  d.out.insert(d.out.size() - 1, ")");
  return d.out;
}

std::string dumpExpr(const Expr& expr) {
  Dumper d;
  d.expr(&expr);
  return d.out;
}

std::string dumpStmt(const Stmt& stmt) {
  Dumper d;
  d.stmt(stmt);
  return d.out;
}

}  // namespace ts::ast
