// ===--- ast_visit.cpp - generic traversal of the syntax tree -------------=== //
#include "frontend/ast_visit.h"

namespace ts::ast {

namespace {

void visitOpt(const ExprPtr& e, const ExprVisitor& f) {
  if (e) f(*e);
}

void visitAll(const ExprList& list, const ExprVisitor& f) {
  for (const ExprPtr& e : list) visitOpt(e, f);
}

void visitBody(const StmtList& body, const StmtVisitor& f) {
  for (const StmtPtr& s : body) f(*s);
}

void visitGenerators(const std::vector<Comprehension>& gens, const ExprVisitor& f) {
  for (const Comprehension& g : gens) {
    visitOpt(g.target, f);
    visitOpt(g.iter, f);
    visitAll(g.ifs, f);
  }
}

void visitParams(const std::vector<Param>& params, const ExprVisitor& f) {
  for (const Param& p : params) visitOpt(p.annotation, f);
  for (const Param& p : params) visitOpt(p.default_value, f);
}

void visitPattern(const Pattern& p, const ExprVisitor& f) {
  visitOpt(p.value, f);
  visitAll(p.keys, f);
  for (const auto& item : p.items) visitPattern(*item, f);
  for (const auto& item : p.kw_items) visitPattern(*item, f);
  visitOpt(p.target, f);
}

void visitFString(const JoinedStr& s, const ExprVisitor& f) {
  for (const FStringPart& part : s.parts) {
    visitOpt(part.value, f);
    visitOpt(part.format_spec, f);
  }
}

}  // namespace

void forEachChild(const Expr& e, const ExprVisitor& f) {
  switch (e.kind) {
    case ExprKind::BinOp: f(*e.as<BinOp>()->left); f(*e.as<BinOp>()->right); return;
    case ExprKind::UnaryOp: f(*e.as<UnaryOp>()->operand); return;
    case ExprKind::BoolOp: f(*e.as<BoolOp>()->left); f(*e.as<BoolOp>()->right); return;
    case ExprKind::Compare: f(*e.as<Compare>()->left); visitAll(e.as<Compare>()->comparators, f); return;
    case ExprKind::IfExp: {
      const IfExp& x = *e.as<IfExp>();
      f(*x.test), f(*x.body), f(*x.orelse);
      return;
    }
    case ExprKind::Call: {
      const Call& c = *e.as<Call>();
      f(*c.func);
      visitAll(c.args, f);
      for (const Keyword& k : c.keywords) visitOpt(k.value, f);
      return;
    }
    case ExprKind::Attribute: f(*e.as<Attribute>()->value); return;
    case ExprKind::Subscript: f(*e.as<Subscript>()->value); visitAll(e.as<Subscript>()->indices, f); return;
    case ExprKind::Slice: {
      const Slice& s = *e.as<Slice>();
      visitOpt(s.lower, f), visitOpt(s.upper, f), visitOpt(s.step, f);
      return;
    }
    case ExprKind::Starred: f(*e.as<Starred>()->value); return;
    case ExprKind::ListLiteral: visitAll(e.as<ListLiteral>()->elts, f); return;
    case ExprKind::TupleLiteral: visitAll(e.as<TupleLiteral>()->elts, f); return;
    case ExprKind::SetLiteral: visitAll(e.as<SetLiteral>()->elts, f); return;
    case ExprKind::DictLiteral: {
      // Python's ast.Dict lists all keys, then all values.
      visitAll(e.as<DictLiteral>()->keys, f);
      visitAll(e.as<DictLiteral>()->values, f);
      return;
    }
    case ExprKind::ListComp: f(*e.as<ListComp>()->elt); visitGenerators(e.as<ListComp>()->generators, f); return;
    case ExprKind::SetComp: f(*e.as<SetComp>()->elt); visitGenerators(e.as<SetComp>()->generators, f); return;
    case ExprKind::GeneratorExp:
      f(*e.as<GeneratorExp>()->elt);
      visitGenerators(e.as<GeneratorExp>()->generators, f);
      return;
    case ExprKind::DictComp: {
      const DictComp& d = *e.as<DictComp>();
      f(*d.key), f(*d.value);
      visitGenerators(d.generators, f);
      return;
    }
    case ExprKind::JoinedStr: visitFString(*e.as<JoinedStr>(), f); return;
    case ExprKind::Lambda: visitParams(e.as<Lambda>()->params, f); f(*e.as<Lambda>()->body); return;
    case ExprKind::Await: f(*e.as<Await>()->value); return;
    case ExprKind::Yield: visitOpt(e.as<Yield>()->value, f); return;
    case ExprKind::NamedExpr: f(*e.as<NamedExpr>()->target); f(*e.as<NamedExpr>()->value); return;
    default: return;  // names and literals have no children
  }
}

static void forEachStmtChild(const Stmt& s, const ExprVisitor& fe, const StmtVisitor& fs) {
  switch (s.kind) {
    case StmtKind::Try: {
      const Try& t = *s.as<Try>();
      visitBody(t.body, fs);
      for (const ExceptHandler& h : t.handlers) {
        visitOpt(h.type, fe);
        visitBody(h.body, fs);
      }
      visitBody(t.orelse, fs);
      visitBody(t.finalbody, fs);
      return;
    }
    case StmtKind::Match: {
      const Match& m = *s.as<Match>();
      fe(*m.subject);
      for (const MatchCase& c : m.cases) {
        visitPattern(*c.pattern, fe);
        visitOpt(c.guard, fe);
        visitBody(c.body, fs);
      }
      return;
    }
    case StmtKind::Global:
    case StmtKind::Nonlocal:
    case StmtKind::Import:
    case StmtKind::ImportFrom:
    case StmtKind::Pass:
    case StmtKind::Break:
    case StmtKind::Continue: return;
    default: break;
  }
}

void forEachChild(const Stmt& s, const ExprVisitor& fe, const StmtVisitor& fs) {
  switch (s.kind) {
    case StmtKind::FunctionDef: {
      const FunctionDef& d = *s.as<FunctionDef>();
      visitAll(d.decorators, fe);
      visitParams(d.params, fe);
      visitOpt(d.returns, fe);
      visitBody(d.body, fs);
      return;
    }
    case StmtKind::ClassDef: {
      const ClassDef& c = *s.as<ClassDef>();
      visitAll(c.decorators, fe);
      visitAll(c.bases, fe);
      for (const Keyword& k : c.keywords) visitOpt(k.value, fe);
      visitBody(c.body, fs);
      return;
    }
    case StmtKind::Return: visitOpt(s.as<Return>()->value, fe); return;
    case StmtKind::Assign: visitAll(s.as<Assign>()->targets, fe); fe(*s.as<Assign>()->value); return;
    case StmtKind::AnnAssign: {
      const AnnAssign& a = *s.as<AnnAssign>();
      fe(*a.target), fe(*a.annotation), visitOpt(a.value, fe);
      return;
    }
    case StmtKind::AugAssign: fe(*s.as<AugAssign>()->target); fe(*s.as<AugAssign>()->value); return;
    case StmtKind::For: {
      const For& f = *s.as<For>();
      fe(*f.target), fe(*f.iter);
      visitBody(f.body, fs), visitBody(f.orelse, fs);
      return;
    }
    case StmtKind::While: {
      const While& w = *s.as<While>();
      fe(*w.test);
      visitBody(w.body, fs), visitBody(w.orelse, fs);
      return;
    }
    case StmtKind::If: {
      const If& i = *s.as<If>();
      fe(*i.test);
      visitBody(i.body, fs), visitBody(i.orelse, fs);
      return;
    }
    case StmtKind::With: {
      const With& w = *s.as<With>();
      for (const WithItem& item : w.items) visitOpt(item.context_expr, fe), visitOpt(item.optional_vars, fe);
      visitBody(w.body, fs);
      return;
    }
    case StmtKind::Raise: visitOpt(s.as<Raise>()->exc, fe); visitOpt(s.as<Raise>()->cause, fe); return;
    case StmtKind::Assert: fe(*s.as<Assert>()->test); visitOpt(s.as<Assert>()->msg, fe); return;
    case StmtKind::Delete: visitAll(s.as<Delete>()->targets, fe); return;
    case StmtKind::ExprStmt: fe(*s.as<ExprStmt>()->value); return;
    default: forEachStmtChild(s, fe, fs); return;
  }
}

void walk(const Expr& e, const ExprVisitor& on_expr) {
  on_expr(e);
  forEachChild(e, [&](const Expr& c) { walk(c, on_expr); });
}

void walk(const Stmt& s, const ExprVisitor& on_expr, const StmtVisitor& on_stmt) {
  on_stmt(s);
  forEachChild(s, [&](const Expr& c) { walk(c, on_expr); }, [&](const Stmt& c) { walk(c, on_expr, on_stmt); });
}

}  // namespace ts::ast
