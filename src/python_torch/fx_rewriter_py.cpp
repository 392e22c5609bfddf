// ===--- fx_rewriter_py.cpp - torch.fx.subgraph_rewriter ------------------=== //
// replace_pattern: finds matches of a pattern graph and splices in a replacement.
// Python source run by the evaluator (registered in fx_install.cpp).
#include "python_torch/fx_sources.h"

namespace ts::py {

namespace {

const char* kFxSubgraphRewriterPy = R"PY(
import copy
from typing import Dict, List, NamedTuple
import torch
from torch.fx.graph_module import GraphModule
from torch.fx.graph import Graph
from torch.fx.node import Node
from torch.fx._symbolic_trace import symbolic_trace

__all__ = ['Match', 'replace_pattern']


class Match(NamedTuple):
    anchor: Node
    nodes_map: Dict[Node, Node]


class _InternalMatch:
    def __init__(self, anchors, nodes_map=None, placeholder_nodes=None, returning_nodes=None):
        self.anchors = anchors
        self.nodes_map = {} if nodes_map is None else nodes_map
        self.placeholder_nodes = [] if placeholder_nodes is None else placeholder_nodes
        self.returning_nodes = [] if returning_nodes is None else returning_nodes

    def __copy__(self):
        return _InternalMatch(self.anchors, self.nodes_map.copy(), self.placeholder_nodes.copy(),
                              self.returning_nodes.copy())


def _flatten(a, out):
    if isinstance(a, (tuple, list)):
        for x in a:
            _flatten(x, out)
    elif isinstance(a, dict):
        for x in a.values():
            _flatten(x, out)
    else:
        out.append(a)
    return out


class _SubgraphMatcher:
    """Finds the subgraphs of a graph equal to a pattern graph, anchored at the
    pattern's returned nodes and matched backwards through their inputs."""

    def __init__(self, pattern):
        self.pattern = pattern
        if len(pattern.nodes) == 0:
            raise ValueError("SubgraphMatcher cannot be initialized with an empty pattern")
        for node in pattern.nodes:
            if node.op != "output":
                assert len(node.users) > 0, "SubgraphMatcher cannot be initialized with an pattern with dead code"
        self.pattern_placeholder_nodes = [n for n in pattern.nodes if n.op == "placeholder"]
        output_node = next(iter(reversed(pattern.nodes)))
        self.pattern_returning_nodes = output_node.all_input_nodes
        self.pattern_anchors = [n for n in output_node.all_input_nodes if len(n.users) == 1]

    def _nodes_are_equal(self, pn, gn):
        if pn.op == "placeholder":
            return True
        if pn.op == gn.op:
            if pn.op == "output":
                return True
            return pn.target == gn.target
        return False

    def _is_contained(self, nodes_map):
        lookup = {gn: pn for pn, gn in nodes_map.items()}
        for gn, pn in lookup.items():
            if pn.op == "placeholder" or pn in self.pattern_returning_nodes:
                continue
            for user in gn.users:
                if user not in lookup:
                    return False
        return True

    def _remove_overlapping_matches(self, matches):
        non_overlapping = []
        nodes_matched = set()
        for match in matches:
            computed = [gn for pn, gn in match.nodes_map.items() if pn.op not in {"placeholder", "output"}]
            if any(gn in nodes_matched for gn in computed):
                continue
            non_overlapping.append(match)
            nodes_matched.update(computed)
        return non_overlapping

    def _match_args(self, pn, gn, match):
        if isinstance(pn, Node) and not isinstance(gn, Node):
            if pn.op == "placeholder":
                if pn in match.nodes_map:
                    return match.nodes_map[pn] == gn
                match.nodes_map[pn] = gn
                return True
            return False
        if not isinstance(pn, Node) and isinstance(gn, Node):
            return False
        return type(gn) == type(pn) and gn == pn

    def _match_nodes(self, pn, gn, match):
        # A failed attempt leaves its partial entries in `match`, as in
        # PyTorch 1.13; the caller restarts from a saved copy per candidate.
        if pn in match.nodes_map:
            return match.nodes_map[pn] == gn
        if gn in match.nodes_map.values():
            return False
        if not self._nodes_are_equal(pn, gn):
            return False
        match.nodes_map[pn] = gn
        if pn.op == "placeholder":
            return True
        pn_args = _flatten(pn.args, [])
        gn_args = _flatten(gn.args, [])
        if pn.kwargs.keys() != gn.kwargs.keys():
            return False
        for key in pn.kwargs.keys():
            pn_args.append(pn.kwargs[key])
            gn_args.append(gn.kwargs[key])
        if len(pn_args) != len(gn_args):
            return False
        for pn_, gn_ in zip(pn_args, gn_args):
            if isinstance(gn_, Node) and isinstance(pn_, Node):
                matched = self._match_nodes(pn_, gn_, match)
            else:
                matched = self._match_args(pn_, gn_, match)
            if not matched:
                return False
        return True

    def match(self, graph):
        match_candidates = {}
        for pattern_anchor in self.pattern_anchors:
            for node in graph.nodes:
                if self._nodes_are_equal(pattern_anchor, node):
                    match_candidates.setdefault(pattern_anchor, []).append(node)
        candidates_list = list(match_candidates.items())
        matches = []

        def backtracking(anchor_index, match):
            if anchor_index == len(candidates_list):
                match.placeholder_nodes = [match.nodes_map[pn] for pn in self.pattern_placeholder_nodes]
                match.returning_nodes = [match.nodes_map[pn] for pn in self.pattern_returning_nodes]
                matches.append(match)
                return
            pattern_anchor, candidate_nodes = candidates_list[anchor_index]
            saved_match = copy.copy(match)
            for node in candidate_nodes:
                if self._match_nodes(pattern_anchor, node, match):
                    backtracking(anchor_index + 1, match)
                match = copy.copy(saved_match)

        backtracking(0, _InternalMatch(anchors=self.pattern_anchors))
        matches = [m for m in matches if self._is_contained(m.nodes_map)]
        return self._remove_overlapping_matches(matches)


def _replace_submodules(gm, replacement):
    gm.delete_all_unused_submodules()
    if isinstance(replacement, GraphModule):
        replacement.graph.lint()

    def try_get_submodule(mod, target):
        try:
            return mod.get_submodule(target)
        except AttributeError:
            return None
    for node in gm.graph.nodes:
        if node.op == "call_module" or node.op == "get_attr":
            if try_get_submodule(gm, node.target) is not None:
                continue
            if try_get_submodule(replacement, node.target) is not None:
                gm.add_submodule(node.target, copy.deepcopy(getattr(replacement, node.target)))
            else:
                raise RuntimeError("Attempted to create a \"", node.op, "\" node during subgraph rewriting "
                                   f"with target {node.target}, but the referenced submodule does not "
                                   "exist in either the original GraphModule `gm` or the replacement "
                                   "GraphModule `replacement`")
    gm.graph.lint()


def _first_user(original_graph, returning_nodes):
    user_nodes = set()
    for n in returning_nodes:
        for user in n.users:
            user_nodes.add(user)
    assert user_nodes, "The returning_nodes should have at least one user node"
    for n in original_graph.nodes:
        if n in user_nodes:
            return n


def replace_pattern(gm, pattern, replacement):
    original_graph = gm.graph
    pattern_graph = symbolic_trace(pattern).graph
    replacement_graph = symbolic_trace(replacement).graph
    _matches = _SubgraphMatcher(pattern_graph).match(original_graph)
    replacement_placeholders = [n for n in replacement_graph.nodes if n.op == "placeholder"]
    match_changed_node = {}
    for match in _matches:
        assert len(match.placeholder_nodes) == len(replacement_placeholders)
        val_map = {}
        for rn, gn in zip(replacement_placeholders, match.placeholder_nodes):
            val_map[rn] = match_changed_node.get(gn, gn)
        with original_graph.inserting_before(_first_user(original_graph, match.returning_nodes)):
            copied_returning_nodes = original_graph.graph_copy(replacement_graph, val_map)
        if isinstance(copied_returning_nodes, Node):
            copied_returning_nodes = (copied_returning_nodes,)
        assert len(match.returning_nodes) == len(copied_returning_nodes)
        for gn, copied_node in zip(match.returning_nodes, copied_returning_nodes):
            gn.replace_all_uses_with(copied_node)
            match_changed_node[gn] = copied_node
        for node in reversed(pattern_graph.nodes):
            if node.op != "placeholder" and node.op != "output":
                gm.graph.erase_node(match.nodes_map[node])
    gm.recompile()
    if isinstance(replacement, torch.nn.Module):
        _replace_submodules(gm, replacement)
    return [Match(anchor=m.anchors[0], nodes_map=m.nodes_map) for m in _matches]
)PY";

}  // namespace

const char* fxSubgraphRewriterSource() { return kFxSubgraphRewriterPy; }

}  // namespace ts::py
