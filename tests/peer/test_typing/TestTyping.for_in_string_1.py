import torch

def test_strings(x):
    # type: (str) -> str
    reverse = ''
    for c in x:
        reverse = c + reverse
    return reverse
print(torch.jit.script(test_strings)('hello'))
