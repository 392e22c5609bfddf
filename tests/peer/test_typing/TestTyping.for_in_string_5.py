import torch

def test_strings(x):
    # type: (str) -> str
    reverse = ''
    for c in x:
        reverse = c + reverse
    return reverse

def test_list_strings(x):

    # type: (List[str]) -> str
    result = ''
    for sub_str in x:
        result += sub_str
    return result
print(torch.jit.script(test_list_strings)(['hello', ' ', 'world', '']))
