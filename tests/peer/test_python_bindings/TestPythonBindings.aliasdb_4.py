import torch
from torch import Tensor

@torch.jit.script
def test_aliasdb_fn(x: torch.Tensor):
    return 2 * x
gr = test_aliasdb_fn.graph.copy()
alias_db = gr.alias_db()
print('digraph alias_db' in alias_db.to_graphviz_str())
