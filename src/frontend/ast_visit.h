// ===--- ast_visit.h - generic traversal of the syntax tree ---------------=== //
// The children of a node in the order of Python's ast.iter_child_nodes, so
// checks over the tree (the script frontend's, name collection, ...) need not
// each spell out every node kind.
#pragma once

#include <functional>

#include "frontend/ast.h"

namespace ts::ast {

using ExprVisitor = std::function<void(const Expr&)>;
using StmtVisitor = std::function<void(const Stmt&)>;

/// Calls on_expr for each direct child expression of `e` (including lambda
/// defaults, comprehension targets/iterables/conditions and f-string fields).
void forEachChild(const Expr& e, const ExprVisitor& on_expr);

/// Calls on_expr / on_stmt for each direct child of `s`: header expressions
/// (decorators, parameter annotations and defaults, targets, tests, handler
/// types, match subjects, patterns' values and guards) and nested statements,
/// in Python's field order.
void forEachChild(const Stmt& s, const ExprVisitor& on_expr, const StmtVisitor& on_stmt);

/// Pre-order walk of `s` and everything under it.
void walk(const Stmt& s, const ExprVisitor& on_expr, const StmtVisitor& on_stmt);
/// Pre-order walk of `e` and its sub-expressions.
void walk(const Expr& e, const ExprVisitor& on_expr);

}  // namespace ts::ast
