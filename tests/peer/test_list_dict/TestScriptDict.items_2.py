import torch
from typing import Dict, List

def compare(fn, input_dict, script_input_dict=None):
    # TestScriptDict._compare_eager_and_script
    script_input_dict = script_input_dict or torch.jit.script(input_dict)
    eager_raised, script_raised = False, False
    try:
        eager_out = fn(input_dict)
    except Exception as e:
        eager_exception = e
        eager_raised = True
    try:
        script_out = fn(script_input_dict)
    except Exception as e:
        script_exception = e
        script_raised = True
    print(eager_raised, script_raised)
    if eager_raised:
        print(type(eager_exception).__name__, type(script_exception).__name__)
    else:
        print(eager_out, script_out)
        print(input_dict, dict(script_input_dict.items()))


def script_dict_add(d, k: int, v: int):
    # TestScriptDict._script_dict_add
    @torch.jit.script
    def dict_add(d: Dict[int, int], k: int, v: int):
        d[k] = v

    dict_add(d, k, v)


def sum_pair_product(input_dict):
    s = 0
    for k, v in input_dict.items():
        s += k * v
    return s
compare(sum_pair_product, {1: 2, 3: 4})
