import torch

def test_dicts(x):
    # type: (Dict[str, int]) -> int
    sum = 0
    for key in x:
        sum += x[key]
    return sum

def test_dict_keys_values(x):

    # type: (Dict[str, int]) -> Tuple[str, int]
    key_str = ''
    sum = 0
    for key in x.keys():
        key_str += key
    for val in x.values():
        sum += val
    return (key_str, sum)
print(torch.jit.script(test_dicts)({'a': 1, 'b': 2, 'c': 3}))
