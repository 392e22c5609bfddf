import torch

torch.manual_seed(0)

@torch.jit.script
def foo(x, y):
    x.add_(1)
    return x + y

@torch.jit.script
def caller():
    a = torch.rand([2, 2])
    b = torch.ones([2, 2])
    out1 = foo(a, b)
    c = torch.rand([1])
    d = torch.ones([2])
    out2 = foo(d, c)
    return (out1, out2)
isFrozen = False
descend_function_calls = True
alias_db = caller.graph.alias_db(isFrozen, descend_function_calls)
func_calls = caller.graph.findAllNodes('prim::CallFunction')
print(len(func_calls))
