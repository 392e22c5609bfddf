import torch

torch.manual_seed(0)

@torch.jit.script
def foo(x):
    y = torch.rand([2, 2])
    return [y]
graph = foo.graph
graph.alias_db()
alias_db = graph.alias_db()
ten_construct = graph.findNode('aten::rand').output()
output = next(graph.outputs())
print(alias_db.may_contain_alias(ten_construct, output))
