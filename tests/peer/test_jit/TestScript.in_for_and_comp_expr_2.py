import torch

def fn(d):
    # type: (Dict[str, int]) -> List[int]
    out = [1]
    for i in range(d['hi'] if 'hi' in d else 6):
        out.append(i)
    return out
print(torch.jit.script(fn)({'bye': 3}))
