import torch

@torch.jit.script
def typed_nones(a=None, b=None, c=None):
    # type: (Optional[int], Optional[bool], Optional[Tensor]) -> Tuple[Optional[int], Optional[bool], Optional[Tensor]]
    return (a, b, c)

@torch.jit.script
def test(a):
    # type: (bool) -> None
    if a:
        print(typed_nones())
    else:
        print(typed_nones())
graph_str = str(test.graph)
print(graph_str.count('NoneType = prim::Constant') == 1)
