// ===--- script_ranges.cpp - the ranges torch/jit/frontend.py gives nodes -=== //
// See Note [Script ranges]. The rules are frontend.py's build_* functions
// together with the tree views' Compound::create, which merges a node's own
// range with those of all its (non-atom) subtrees.
#include "compiler/script_ranges.h"

#include <algorithm>

#include "frontend/ast_visit.h"
#include "support/error.h"
#include "support/float_format.h"

namespace ts {

using namespace ast;

class ScriptRangeBuilder {
 public:
  explicit ScriptRangeBuilder(ScriptRanges& out) : out_(out) {}

  SourceRange expr(const Expr& e) {
    forEachChild(e, [&](const Expr& c) { expr(c); });
    return record(e.range, exprRange(e));
  }

  SourceRange stmt(const Stmt& s) {
    forEachChild(s, [&](const Expr& c) { expr(c); }, [&](const Stmt& c) { stmt(c); });
    return record(s.range, stmtRange(s));
  }

 private:
  SourceRange record(const SourceRange& python, const SourceRange& script) {
    if (python.source.get() == out_.source_) out_.ranges_[ScriptRanges::key(python)] = script;
    return script;
  }
  /// A child's range, computed (and recorded) before its parent's.
  SourceRange of(const Expr& e) const { return out_.map(e.range); }

  const std::string& text() const { return out_source_->text(); }
  /// make_range(line, col, col + len): `len` bytes from `start`, kept inside
  /// the text.
  SourceRange span(uint32_t start, size_t len) const {
    uint32_t end = static_cast<uint32_t>(std::min<size_t>(start + len, out_source_->size()));
    return SourceRange(out_source_, start, end);
  }
  static void merge(SourceRange& r, const SourceRange& x) {
    if (x.source != r.source) return;
    r.start = std::min(r.start, x.start);
    r.end = std::max(r.end, x.end);
  }
  void mergeAll(SourceRange& r, const ExprList& list) const {
    for (const ExprPtr& x : list)
      if (x) merge(r, of(*x));
  }

  SourceRange exprRange(const Expr& e);
  SourceRange stmtRange(const Stmt& s);
  SourceRange literalRange(const Expr& e) const;
  SourceRange attributeRange(const Attribute& a) const;
  SourceRange subscriptRange(const Subscript& s);
  SourceRange comprehensionRange(const Expr& e, const std::vector<const Expr*>& elts,
                                 const std::vector<Comprehension>& gens) const;
  SourceRange defRange(const FunctionDef& d);

 public:
  ScriptRanges& out_;
  std::shared_ptr<const Source> out_source_;
  size_t def_end_ = 0;  // one past the def's last line
  bool python_frontend_ = true;
};

namespace {

size_t codePoints(const std::string& s) {
  return static_cast<size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

bool isPyWhitespace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

}  // namespace

/// build_Num / build_Str / build_NameConstant: the literal's start plus the
/// length of str(value), or of the decoded string plus one (the closing
/// quote falls outside, and escapes change the length).
SourceRange ScriptRangeBuilder::literalRange(const Expr& e) const {
  if (!python_frontend_) return e.range;
  uint32_t at = e.range.start;
  switch (e.kind) {
    case ExprKind::IntLiteral: {
      const IntLiteral& i = *e.as<IntLiteral>();
      if (!i.too_big) return span(at, std::to_string(i.value).size());
      std::string_view t = e.range.text();
      return span(at, t.size() - static_cast<size_t>(std::count(t.begin(), t.end(), '_')));
    }
    case ExprKind::FloatLiteral: return span(at, pythonFloatRepr(e.as<FloatLiteral>()->value).size());
    case ExprKind::ImagLiteral: return span(at, pythonComplexRepr(0.0, e.as<ImagLiteral>()->value).size());
    case ExprKind::StringLiteral: return span(at, codePoints(e.as<StringLiteral>()->value) + 1);
    default: return e.range;
  }
}

/// build_Attribute: the base, then the attribute name found by skipping
/// whitespace from one character past the base's end.
SourceRange ScriptRangeBuilder::attributeRange(const Attribute& a) const {
  SourceRange r = of(*a.value);
  if (r.source != out_source_) return a.range;
  // get_char reads the def's own source (inspect.getsource: through the end
  // of its last line); skipping past it is frontend.py's IndexError.
  size_t pos = r.end + 1;
  while (pos < def_end_ && isPyWhitespace(text()[pos])) ++pos;
  if (pos >= def_end_) throw Error("index out of range", ErrorKind::IndexError);
  merge(r, span(static_cast<uint32_t>(std::min(pos, text().size())), codePoints(a.attr)));
  return r;
}

/// Subscript::create: from the base to one past the last index; a slice
/// index spans the base and its bounds (SliceExpr is built at the base's
/// range), so `x[:]` is `x[`.
SourceRange ScriptRangeBuilder::subscriptRange(const Subscript& s) {
  SourceRange base = of(*s.value);
  SourceRange list;
  for (const ExprPtr& idx : s.indices) {
    SourceRange x = of(*idx);
    if (const Slice* sl = idx->as<Slice>()) {
      x = base;
      for (const ExprPtr* part : {&sl->lower, &sl->upper, &sl->step})
        if (*part) merge(x, of(**part));
      record(idx->range, x);
    }
    if (!list.valid()) list = x;
    else merge(list, x);
  }
  if (!list.valid()) list = base;
  SourceRange r(base.source, base.start, std::min<uint32_t>(list.end + 1, out_source_->size()));
  merge(r, base);
  merge(r, list);
  return r;
}

/// build_ListComp / build_DictComp: an empty range at the start merged with
/// the element(s) and the first generator's target and iterable.
SourceRange ScriptRangeBuilder::comprehensionRange(const Expr& e, const std::vector<const Expr*>& elts,
                                                   const std::vector<Comprehension>& gens) const {
  SourceRange r = span(e.range.start, 0);
  for (const Expr* x : elts) merge(r, of(*x));
  if (!gens.empty()) {
    merge(r, of(*gens[0].target));
    merge(r, of(*gens[0].iter));
  }
  return r;
}

SourceRange ScriptRangeBuilder::exprRange(const Expr& e) {
  SourceRange r = span(e.range.start, 1);  // the opening token of most compounds
  switch (e.kind) {
    case ExprKind::IntLiteral:
    case ExprKind::FloatLiteral:
    case ExprKind::ImagLiteral:
    case ExprKind::StringLiteral: return literalRange(e);
    case ExprKind::BinOp: r = of(*e.as<BinOp>()->left); merge(r, of(*e.as<BinOp>()->right)); return r;
    case ExprKind::BoolOp: r = of(*e.as<BoolOp>()->left); merge(r, of(*e.as<BoolOp>()->right)); return r;
    case ExprKind::UnaryOp: {
      const UnaryOp& u = *e.as<UnaryOp>();
      r = span(e.range.start, u.op == UnaryOpKind::Not ? 3 : 1);
      merge(r, of(*u.operand));
      return r;
    }
    case ExprKind::Compare:
      r = of(*e.as<Compare>()->left);
      mergeAll(r, e.as<Compare>()->comparators);
      return r;
    case ExprKind::IfExp: {
      const IfExp& x = *e.as<IfExp>();
      r = of(*x.test);
      merge(r, of(*x.body));
      merge(r, of(*x.orelse));
      return r;
    }
    case ExprKind::Call: {
      const Call& c = *e.as<Call>();
      r = of(*c.func);
      mergeAll(r, c.args);
      for (const Keyword& k : c.keywords) merge(r, of(*k.value));
      return r;
    }
    case ExprKind::Attribute: return attributeRange(*e.as<Attribute>());
    case ExprKind::Subscript: return subscriptRange(*e.as<Subscript>());
    case ExprKind::Slice: return e.range;  // recorded by its subscript
    case ExprKind::Starred: merge(r, of(*e.as<Starred>()->value)); return r;
    case ExprKind::ListLiteral: mergeAll(r, e.as<ListLiteral>()->elts); return r;
    case ExprKind::TupleLiteral: mergeAll(r, e.as<TupleLiteral>()->elts); return r;
    case ExprKind::DictLiteral:
      mergeAll(r, e.as<DictLiteral>()->keys);
      mergeAll(r, e.as<DictLiteral>()->values);
      return r;
    case ExprKind::ListComp: return comprehensionRange(e, {e.as<ListComp>()->elt.get()}, e.as<ListComp>()->generators);
    case ExprKind::GeneratorExp:
      return comprehensionRange(e, {e.as<GeneratorExp>()->elt.get()}, e.as<GeneratorExp>()->generators);
    case ExprKind::DictComp: {
      const DictComp& d = *e.as<DictComp>();
      return comprehensionRange(e, {d.key.get(), d.value.get()}, d.generators);
    }
    case ExprKind::JoinedStr:
      for (const FStringPart& p : e.as<JoinedStr>()->parts)
        if (p.value) merge(r, of(*p.value));
      return r;
    default: return e.range;  // names, None/True/False, ... and what frontend.py rejects
  }
}

/// build_def: `def` at line lineno + len(decorator_list) -- on Python 3.8+
/// lineno is already the def's line, so a decorated def's own range moves
/// down -- merged with the parameters, the return annotation and the body.
SourceRange ScriptRangeBuilder::defRange(const FunctionDef& d) {
  uint32_t line = d.range.line() + static_cast<uint32_t>(d.decorators.size());
  uint32_t start = out_source_->lineStart(line) + d.range.column();
  SourceRange r = span(std::min(start, out_source_->size()), 3);
  for (const Param& p : d.params) {
    SourceRange name = span(p.range.start, p.name.size());
    if (p.annotation) merge(name, of(*p.annotation));
    out_.ranges_[ScriptRanges::key(p.range)] = name;
    merge(r, name);
  }
  if (d.returns) merge(r, of(*d.returns));
  for (const StmtPtr& s : d.body) merge(r, out_.map(s->range));
  return r;
}

SourceRange ScriptRangeBuilder::stmtRange(const Stmt& s) {
  // build_Return, build_Raise, ...: the keyword, merged with the subtrees.
  auto keyword = [&](size_t len) { return span(s.range.start, len); };
  auto body = [&](SourceRange& r, const StmtList& list) {
    for (const StmtPtr& x : list) merge(r, out_.map(x->range));
  };
  SourceRange r;
  switch (s.kind) {
    case StmtKind::ExprStmt: return of(*s.as<ExprStmt>()->value);
    case StmtKind::Assign:
      r = of(*s.as<Assign>()->targets.front());
      mergeAll(r, s.as<Assign>()->targets);
      merge(r, of(*s.as<Assign>()->value));
      return r;
    case StmtKind::AnnAssign: {
      const AnnAssign& a = *s.as<AnnAssign>();
      r = of(*a.target);
      if (a.value) merge(r, of(*a.value));
      merge(r, of(*a.annotation));
      return r;
    }
    case StmtKind::AugAssign: r = of(*s.as<AugAssign>()->target); merge(r, of(*s.as<AugAssign>()->value)); return r;
    case StmtKind::Return:
      r = keyword(6);
      if (s.as<Return>()->value) merge(r, of(*s.as<Return>()->value));
      return r;
    case StmtKind::Raise:
      r = keyword(5);
      if (s.as<Raise>()->exc) merge(r, of(*s.as<Raise>()->exc));
      return r;
    case StmtKind::Assert:
      r = keyword(6);
      merge(r, of(*s.as<Assert>()->test));
      if (s.as<Assert>()->msg) merge(r, of(*s.as<Assert>()->msg));
      return r;
    case StmtKind::Delete: r = keyword(3); mergeAll(r, s.as<Delete>()->targets); return r;
    case StmtKind::While: r = keyword(5); merge(r, of(*s.as<While>()->test)); body(r, s.as<While>()->body); return r;
    case StmtKind::For: {
      const For& f = *s.as<For>();
      r = keyword(3);
      merge(r, of(*f.target));
      merge(r, of(*f.iter));
      body(r, f.body);
      return r;
    }
    case StmtKind::If: {
      const If& i = *s.as<If>();
      r = keyword(2);
      merge(r, of(*i.test));
      body(r, i.body);
      body(r, i.orelse);
      return r;
    }
    case StmtKind::With: {
      const With& w = *s.as<With>();
      r = keyword(4);
      for (const WithItem& item : w.items) {
        // build_withitem: `len("with")` characters at the context expression.
        SourceRange it = span(item.context_expr->range.start, 4);
        merge(it, of(*item.context_expr));
        if (item.optional_vars) merge(it, of(*item.optional_vars));
        merge(r, it);
      }
      body(r, w.body);
      return r;
    }
    case StmtKind::FunctionDef: return defRange(*s.as<FunctionDef>());
    default: return s.range;  // pass/break/continue span their keyword already
  }
}

ScriptRanges::ScriptRanges(const FunctionDef& def) : source_(def.range.source.get()) {
  ScriptRangeBuilder b(*this);
  b.out_source_ = def.range.source;
  const std::string& text = def.range.source->text();
  size_t newline = text.find('\n', def.range.end > 0 ? def.range.end - 1 : 0);
  b.def_end_ = newline == std::string::npos ? text.size() : newline + 1;
  b.stmt(def);
  // Keyword arguments are located at their value (build_Call's Attribute).
  walk(def, [&](const Expr& e) {
    if (const Call* c = e.as<Call>())
      for (const Keyword& k : c->keywords) ranges_[key(k.range)] = map(k.value->range);
  }, [](const Stmt&) {});
}

SourceRange ScriptRanges::map(const SourceRange& python) const {
  if (python.source.get() != source_) return python;
  auto it = ranges_.find(key(python));
  return it == ranges_.end() ? python : it->second;
}

SourceRange ScriptRanges::of(const Expr& e, bool python_frontend) {
  ScriptRanges r;
  r.source_ = e.range.source.get();
  ScriptRangeBuilder b(r);
  b.out_source_ = e.range.source;
  b.def_end_ = e.range.source ? e.range.source->size() : 0;
  b.python_frontend_ = python_frontend;
  return b.expr(e);
}

}  // namespace ts
