import torch

@torch.jit.script
def stuff4(x):
    # type: (List[bool]) -> Tuple[List[bool], List[bool], List[List[bool]]]
    return (x, [True, False], [[True]])
li_1, li_2, li_3 = stuff4([True])
li_3 = li_3[0]
for li in [li_1, li_2, li_3]:
    print(type(li[0]) == type(True))
