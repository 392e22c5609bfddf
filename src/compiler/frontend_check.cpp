// ===--- frontend_check.cpp - torch/jit/frontend.py's rejections ----------=== //
#include "compiler/frontend_check.h"

#include <algorithm>

#include "compiler/script_ranges.h"
#include "frontend/ast_visit.h"

namespace ts {

using namespace ast;
using FrontendClass = CompileError::FrontendClass;

namespace {

class FrontendCheck {
 public:
  FrontendCheck(const FunctionDef& def, const SourceRange& window) : def_(def), window_(window) {}

  void checkParams(const FunctionDef& sig);
  void checkBody(const StmtList& body) {
    for (const StmtPtr& s : body) checkStmt(*s);
  }

 private:
  [[noreturn]] void fail(FrontendClass cls, const std::string& message, const SourceRange& at) const {
    CompileError e = window_.valid() && at.valid() ? CompileError(message, at, window_) : CompileError(message, at);
    e.setFrontendClass(cls);
    throw e;
  }
  /// UnsupportedNodeError: "<feature> aren't supported", marking the
  /// node's keyword (or its first character).
  [[noreturn]] void unsupported(const std::string& feature, const SourceRange& node, size_t keyword_len = 1) const {
    fail(FrontendClass::UnsupportedNode, feature + " aren't supported", prefix(node, keyword_len));
  }
  static SourceRange prefix(const SourceRange& r, size_t len) { return SourceRange(r.source, r.start, r.start + len); }

  void checkStmt(const Stmt& s);
  void checkExpr(const Expr& e);
  void checkAll(const ExprList& list) {
    for (const ExprPtr& e : list)
      if (e) checkExpr(*e);
  }
  void checkAnnAssign(const AnnAssign& s);
  void checkUnsupportedStmt(const Stmt& s);
  void checkComprehension(const std::vector<Comprehension>& gens, const SourceRange& at);
  void checkCall(const Call& c);
  void checkDict(const DictLiteral& d);
  void checkJoinedStr(const JoinedStr& s);

  const FunctionDef& def_;
  SourceRange window_;
};

void FrontendCheck::checkParams(const FunctionDef& sig) {
  static const char* const kMessage =
      "Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults";
  // build_param_list: `**kwargs` first, then `*args` (marked with one star
  // before the name), then keyword-only parameters with defaults.
  for (ParamKind kind : {ParamKind::VarKwargs, ParamKind::VarArgs})
    for (const Param& p : sig.params)
      if (p.kind == kind) fail(FrontendClass::NotSupported, kMessage, SourceRange(p.range.source, p.range.start - 1, p.range.end));
  for (const Param& p : sig.params)
    if (p.kind == ParamKind::KeywordOnly && p.default_value) {
      checkExpr(*p.default_value);
      fail(FrontendClass::NotSupported, kMessage, p.default_value->range);
    }
  for (const Param& p : sig.params)
    if (p.annotation) checkExpr(*p.annotation);
  if (sig.returns) checkExpr(*sig.returns);
}

void FrontendCheck::checkStmt(const Stmt& s) {
  switch (s.kind) {
    case StmtKind::ExprStmt: return checkExpr(*s.as<ExprStmt>()->value);
    case StmtKind::Assign:  // the value is built before the targets
      checkExpr(*s.as<Assign>()->value);
      return checkAll(s.as<Assign>()->targets);
    case StmtKind::AnnAssign: return checkAnnAssign(*s.as<AnnAssign>());
    case StmtKind::AugAssign: {
      const AugAssign& a = *s.as<AugAssign>();
      checkExpr(*a.target);
      checkExpr(*a.value);
      if (a.op == BinOpKind::MatMul || a.op == BinOpKind::FloorDiv) {
        // find_before(rhs.start, '=', offsets=(-1, 0)): the operator's last character and '='.
        const std::string& text = a.value->range.source->text();
        size_t eq = text.rfind('=', a.value->range.start);
        fail(FrontendClass::NotSupported,
             std::string("unsupported kind of augumented assignment: ") + binOpPythonName(a.op),
             SourceRange(a.value->range.source, eq - 1, eq + 1));
      }
      return;
    }
    case StmtKind::While:
      // PyTorch means a NotSupportedError without a range, but ErrorReport
      // cannot be made from None: Python reports the binding's TypeError.
      if (!s.as<While>()->orelse.empty())
        throw Error(
            "__init__(): incompatible constructor arguments. The following argument types are supported:\n"
            "    1. torch._C.ErrorReport(arg0: torch._C._jit_tree_views.SourceRange)\n\nInvoked with: None",
            ErrorKind::TypeError);
      checkExpr(*s.as<While>()->test);
      return checkBody(s.as<While>()->body);
    case StmtKind::For: {
      const For& f = *s.as<For>();
      if (f.is_async) return unsupported("async for loops", s.range, 9);
      if (!f.orelse.empty())
        fail(FrontendClass::NotSupported, "else branches of for loops aren't supported", prefix(s.range, 3));
      checkExpr(*f.target);
      checkExpr(*f.iter);
      return checkBody(f.body);
    }
    case StmtKind::With:
      if (s.as<With>()->is_async) return unsupported("async with statements", s.range, 10);
      break;
    case StmtKind::Raise:  // `from cause` is dropped unread
      // build_expr(ctx, None) of a bare `raise` fails reporting the node.
      if (!s.as<Raise>()->exc) throw Error("'NoneType' object has no attribute 'lineno'", ErrorKind::AttributeError);
      checkExpr(*s.as<Raise>()->exc);
      return;
    default: break;
  }
  switch (s.kind) {
    case StmtKind::Return: case StmtKind::If: case StmtKind::With: case StmtKind::Assert:
    case StmtKind::Delete: case StmtKind::Pass: case StmtKind::Break: case StmtKind::Continue:
      forEachChild(s, [&](const Expr& e) { checkExpr(e); }, [&](const Stmt& c) { checkStmt(c); });
      return;
    default: return checkUnsupportedStmt(s);
  }
}

void FrontendCheck::checkUnsupportedStmt(const Stmt& s) {
  switch (s.kind) {
    case StmtKind::FunctionDef:
      if (s.as<FunctionDef>()->is_async) unsupported("async function definitions", s.range, 9);
      unsupported("function definitions", s.range, 3);
    case StmtKind::ClassDef: unsupported("class definitions", s.range, 5);
    case StmtKind::Try: unsupported("try blocks", s.range, 3);
    case StmtKind::Global: unsupported("global variables", s.range, 6);
    case StmtKind::Nonlocal: unsupported("nonlocal variables", s.range, 8);
    case StmtKind::Import: unsupported("import statements", s.range, 6);
    case StmtKind::ImportFrom: unsupported("import statements", s.range, 4);
    case StmtKind::Match: unsupported("Match", s.range);
    default: unsupported(stmtKindName(s.kind), s.range);
  }
}

void FrontendCheck::checkAnnAssign(const AnnAssign& s) {
  if (!s.value) unsupported("annotated assignments without assigned value", s.range);
  // Instance attributes are declared in __init__ only (a ValueError).
  const Attribute* attr = s.target->as<Attribute>();
  const Name* base = attr ? attr->value->as<Name>() : nullptr;
  if (base && base->id == "self" && def_.name != "__init__") {
    size_t end = s.range.start + 5 + attr->attr.size();
    if (const Name* ann = s.annotation->as<Name>()) end += 2 + ann->id.size();
    SourceRange at(s.range.source, s.range.start, end);
    throw Error("Type annotations on instance attributes must be declared in __init__, not '" + def_.name +
                    "': SourceRange at:\n" + at.highlight(window_),
                ErrorKind::ValueError);
  }
  checkExpr(*s.value);
  checkExpr(*s.target);
  checkExpr(*s.annotation);
}

void FrontendCheck::checkExpr(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Name:
      if (e.as<Name>()->id.rfind("__jit", 0) == 0)
        fail(FrontendClass::NotSupported, "names of variables used in JIT-ed functions can't start with __jit",
             e.range);
      return;
    case ExprKind::StringLiteral:
      if (e.as<StringLiteral>()->is_bytes)
        fail(FrontendClass::FrontendError, "Unknown Constant expression type", e.range);
      return;
    case ExprKind::UnaryOp:
      // `+x`: frontend.py's error path itself fails (an ast node has no range()).
      checkExpr(*e.as<UnaryOp>()->operand);
      if (e.as<UnaryOp>()->op == UnaryOpKind::Pos)
        throw Error("'UnaryOp' object has no attribute 'range'", ErrorKind::AttributeError);
      return;
    case ExprKind::Call: return checkCall(*e.as<Call>());
    case ExprKind::DictLiteral: return checkDict(*e.as<DictLiteral>());
    case ExprKind::JoinedStr: return checkJoinedStr(*e.as<JoinedStr>());
    case ExprKind::ListComp:
      checkComprehension(e.as<ListComp>()->generators, e.range);
      break;
    case ExprKind::GeneratorExp:
      checkComprehension(e.as<GeneratorExp>()->generators, e.range);
      break;
    case ExprKind::DictComp:
      checkComprehension(e.as<DictComp>()->generators, e.range);
      break;
    case ExprKind::SetLiteral: unsupported("Set", e.range);
    case ExprKind::SetComp: unsupported("SetComp", e.range);
    case ExprKind::Lambda: unsupported("Lambda", e.range);
    case ExprKind::Await: unsupported("Await", e.range);
    case ExprKind::Yield: unsupported(e.as<Yield>()->is_from ? "YieldFrom" : "Yield", e.range);
    case ExprKind::NamedExpr: unsupported("NamedExpr", e.range);
    default: break;
  }
  forEachChild(e, [&](const Expr& c) { checkExpr(c); });
}

void FrontendCheck::checkComprehension(const std::vector<Comprehension>& gens, const SourceRange& at) {
  SourceRange empty = prefix(at, 0);
  if (gens.size() != 1) fail(FrontendClass::NotSupported, "Only a single generator is currently supported", empty);
  if (!gens[0].ifs.empty()) fail(FrontendClass::NotSupported, "Comprehension ifs are not supported yet", empty);
}

void FrontendCheck::checkCall(const Call& c) {
  checkExpr(*c.func);
  checkAll(c.args);
  for (const Keyword& k : c.keywords) {
    checkExpr(*k.value);
    if (k.name.empty()) fail(FrontendClass::NotSupported, "keyword-arg expansion is not supported", treeRange(*k.value));
  }
}

void FrontendCheck::checkDict(const DictLiteral& d) {
  if (!d.keys.empty() && d.isUnpack(0))
    fail(FrontendClass::NotSupported, "Dict expansion (e.g. `{**dict}`) is not supported", prefix(d.range, 1));
  for (const ExprPtr& k : d.keys) {
    // A later `**d` entry has no key node, which frontend.py cannot locate.
    if (!k) throw Error("'NoneType' object has no attribute 'lineno'", ErrorKind::AttributeError);
    checkExpr(*k);
  }
  checkAll(d.values);
}

void FrontendCheck::checkJoinedStr(const JoinedStr& s) {
  // Python 3.11 gives each field the f-string's own position.
  SourceRange at = prefix(s.range, 1);
  for (const FStringPart& p : s.parts) {
    if (p.isLiteral()) continue;
    if (p.conversion) fail(FrontendClass::NotSupported, "Don't support conversion in JoinedStr", at);
    if (p.format_spec) fail(FrontendClass::NotSupported, "Don't support formatting in JoinedStr", at);
    checkExpr(*p.value);
  }
}

}  // namespace

void checkScriptDef(const FunctionDef& def, const FunctionDef& sig, const SourceRange& window) {
  FrontendCheck check(def, window);
  check.checkParams(sig);
  check.checkBody(def.body);
}

SourceRange treeRange(const Expr& e) { return ScriptRanges::of(e); }

bool isCompilationUnitSource(const FunctionDef& def) {
  return def.range.source && def.range.source->filename() == "<string>";
}

}  // namespace ts
