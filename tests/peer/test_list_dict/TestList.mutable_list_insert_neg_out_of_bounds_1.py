import torch

def test_list_insert_neg_out_of_bounds():
    a = [1, 2, 3, 4]
    a.insert(-10, 5)
    return a == [5, 1, 2, 3, 4]
print(torch.jit.script(test_list_insert_neg_out_of_bounds)())
