import torch

def test_list_insert_out_of_bounds():
    a = [1, 2, 3, 4]
    a.insert(10, 5)
    return a == [1, 2, 3, 4, 5]
print(torch.jit.script(test_list_insert_out_of_bounds)())
