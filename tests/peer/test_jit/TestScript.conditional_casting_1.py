import torch

def test_bool_cast_tensor(x):
    if x:
        return 1
    else:
        return 0
for make_one_dim in [True, False]:
    for inp_val in [0.1, 0.0, -0.0, -0.1, -1, 0, 1]:
        inp_val = [inp_val] if make_one_dim else inp_val
        print(torch.jit.script(test_bool_cast_tensor)(torch.tensor(inp_val)))
