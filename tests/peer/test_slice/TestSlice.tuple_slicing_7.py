import torch

def tuple_slice(a):
    if bool(a):
        b = (1, 2, 3, 4)
    else:
        b = (4, 3, 2, 1)
    c = b[-4:4]
    e = c[1:-1]
    return e
scripted_fn = torch.jit.script(tuple_slice)
tuple_graph = scripted_fn.graph
slices = tuple_graph.findAllNodes('prim::TupleConstruct')
num_outputs = set((len(x.output().type().elements()) for x in slices))
print(num_outputs == {2})
