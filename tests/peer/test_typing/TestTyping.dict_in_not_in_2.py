import torch

def test_in_dict(x):
    # type: (Dict[str, int]) -> bool
    return 'hi' in x
print(torch.jit.script(test_in_dict)({'bye': 3}))
